import { useTranslation } from '@portal/core';
import { AdminLayout } from '../shell';
import { CreateUserCard } from './CreateUserCard';
import { UserToolsCard } from './UserToolsCard';

/** `/admin/kayttajat`: customer service's account tools (requirements §6 user admin: the users group). */
export default function UsersAdminPage() {
  const { t } = useTranslation('admin');
  return (
    // Each action is about one person, whose companies the server checks; no company to pick here.
    <AdminLayout title={t('users.page.title')} description={t('users.page.intro')} companySelector={false}>
      <UserToolsCard />
      <CreateUserCard />
    </AdminLayout>
  );
}
