import { Suspense } from 'react';
import { lazyComponent, LoadingSkeleton, useTranslation, type LazyComponent } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/** A plugin page, loaded with its own chunk on first visit; grey lines, not a flashing text, meanwhile. */
export function LazyPage({ page }: { page: LazyComponent }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const Page = lazyComponent(page);
  return (
    <Suspense fallback={<LoadingSkeleton lines={4} label={t('loading')} />}>
      <Page />
    </Suspense>
  );
}
