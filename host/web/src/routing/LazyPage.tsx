import { Suspense } from 'react';
import { lazyComponent, preloadPluginTexts, useTranslation, type LazyComponent } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/** A plugin page, loaded with its own chunk on first visit; the plugin's texts load alongside. */
export function LazyPage({ page, pluginId }: { page: LazyComponent; pluginId?: string }) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const Page = lazyComponent(page);
  if (pluginId) preloadPluginTexts(i18n, pluginId);
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <Page />
    </Suspense>
  );
}
