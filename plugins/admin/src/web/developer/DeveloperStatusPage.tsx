import { useTranslation } from '@portal/core';
import { AdminLayout } from '../shell';
import { BackgroundProcessCard } from './BackgroundProcessCard';
import { IntegrationHealthCard } from './IntegrationHealthCard';
import { MeteringDataAgeCard } from './MeteringDataAgeCard';

/**
 * `/admin/kehittaja/tila`: integration health, metering data age and the background jobs. Developer
 * tools cover every company at once, so the page has no company selector.
 */
export default function DeveloperStatusPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout title={t('developer.status.title')} description={t('developer.status.intro')} companySelector={false}>
      <IntegrationHealthCard />
      <MeteringDataAgeCard />
      <BackgroundProcessCard />
    </AdminLayout>
  );
}
