import { Navigate } from 'react-router-dom';
import { useActiveContributions, useTranslation } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/**
 * The root path (SPEC §2 "the root path is used otherwise"): the first page of the menu, so the
 * landing page follows the company's plugin set and flags; a short welcome when there is none.
 */
export function HomePage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const firstStep = useActiveContributions().menu.find((step) => step.section !== 'admin');
  if (firstStep && firstStep.route.defaultPath !== '/') return <Navigate to={firstStep.route.defaultPath} replace />;
  return (
    <section>
      <h1>{t('home.title')}</h1>
      <p>{t('home.body')}</p>
    </section>
  );
}
