import { Card } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { AdminLayout } from '../shell';
import { AdminToolList } from './AdminToolList';

/** `/admin`: the administrators' front page — the tools this admin may use (each a step of the admin menu). */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout title={t('page.title')} description={t('page.intro')}>
      <Card title={t('page.toolsTitle')}>
        <p>{t('page.tools')}</p>
        <AdminToolList />
      </Card>
    </AdminLayout>
  );
}
