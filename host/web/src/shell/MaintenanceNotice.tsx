import { Card, PageHeader, Stack, useTranslation } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/**
 * The customer portal's maintenance page (SPEC §4 maintenance mode): shown instead of every page to a
 * signed-in customer while the company is in maintenance; the administrator's note below the fixed text.
 */
export function MaintenancePage({ message }: { message: string | null }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <Stack>
      <PageHeader title={t('maintenance.title')} description={t('maintenance.body')} />
      {message && <Card title={t('maintenance.note')}>{message}</Card>}
    </Stack>
  );
}

/** Above the sign-in page while in maintenance: customers know why they cannot get in; administrators can. */
export function MaintenanceBanner({ message }: { message: string | null }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <Card title={t('maintenance.title')} headingLevel={2}>
      {t('maintenance.signedOut')}
      {message && <p>{message}</p>}
    </Card>
  );
}
