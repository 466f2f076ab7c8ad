import { Suspense } from 'react';
import { lazyComponent, preloadPluginTexts, useTranslation, type LazyComponent } from '@portal/core';
import { LoadingSkeleton } from '@portal/ui';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/**
 * A plugin page, loaded with its own chunk on first visit; the plugin's texts load alongside. Grey
 * lines, not a flashing text, meanwhile.
 */
export function LazyPage({ page, pluginId }: { page: LazyComponent; pluginId?: string }) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const Page = lazyComponent(page);
  if (pluginId) preloadPluginTexts(i18n, pluginId);
  return (
    <Suspense fallback={<LoadingSkeleton lines={4} label={t('loading')} />}>
      <Page />
    </Suspense>
  );
}
