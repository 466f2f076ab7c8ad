import { useTranslation } from '@portal/core';
import { AdminLayout } from '../shell';
import { CreateAdminUserCard } from './CreateAdminUserCard';
import { OriginUsersCard } from './OriginUsersCard';
import { UserRightsCard } from './UserRightsCard';

/** `/admin/kayttooikeudet`: access rights per origin (requirements §6: the accessRights group or developers). */
export default function AccessRightsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout title={t('users.rights.title')} description={t('users.rights.intro')}>
      <UserRightsCard />
      <OriginUsersCard />
      <CreateAdminUserCard />
    </AdminLayout>
  );
}
