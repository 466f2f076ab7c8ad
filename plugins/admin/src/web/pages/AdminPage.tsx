import { Card, PageHeader, Stack, useTranslation } from '@portal/core';

/** `/admin`: the administrators' front page; each tool is a step of the admin menu. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      <Card title={t('page.toolsTitle')}>{t('page.tools')}</Card>
    </Stack>
  );
}
