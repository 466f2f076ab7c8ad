import { Suspense } from 'react';
import { lazyComponent, useTranslation, type LazyComponent } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/** A plugin page, loaded with its own chunk on first visit. */
export function LazyPage({ page }: { page: LazyComponent }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const Page = lazyComponent(page);
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <Page />
    </Suspense>
  );
}
