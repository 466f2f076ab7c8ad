import { useTranslation } from '@portal/core';
import { AdminLayout } from '../shell';
import { CacheKeysCard } from './CacheKeysCard';
import { LookupCard } from './LookupCard';
import { UserDebugCard } from './UserDebugCard';

/** `/admin/kehittaja/vianetsinta`: caches, a user's debug info and the CRM/billing lookups. */
export default function DeveloperDebugPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout title={t('developer.debug.title')} description={t('developer.debug.intro')} companySelector={false}>
      <UserDebugCard />
      <LookupCard />
      <CacheKeysCard />
    </AdminLayout>
  );
}
