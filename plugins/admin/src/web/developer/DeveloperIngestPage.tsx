import { useTranslation } from '@portal/core';
import { ADMIN_DEVELOPER_API } from '../../contract/developer';
import { AdminLayout } from '../shell';
import { IngestForm } from './IngestForm';

/** `/admin/kehittaja/lataukset`: the existing admin ingests (metering CSV, spot prices) with their result. */
export default function DeveloperIngestPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout title={t('developer.ingest.title')} description={t('developer.ingest.intro')} companySelector={false}>
      <IngestForm title={t('developer.ingest.meteringTitle')} path={ADMIN_DEVELOPER_API.meteringIngest()} accept=".csv,text/csv" />
      <IngestForm title={t('developer.ingest.spotTitle')} path={ADMIN_DEVELOPER_API.spotPriceIngest()} accept=".csv,.xml,text/csv,application/xml" />
    </AdminLayout>
  );
}
