import { Card, CardGrid, EmptyState, ErrorState, LoadingSkeleton } from '@portal/ui';
import { useApi, useTranslation } from '@portal/core';
import { ADMIN_OPERATIONS_API, maintenanceListSchema, maintenanceScheduleListSchema } from '../../contract/operations';
import { AdminLayout, useAdminCompany } from '../shell';
import { MaintenanceOriginCard } from './MaintenanceOriginCard';
import { MaintenanceScheduleForm } from './MaintenanceScheduleForm';
import { MaintenanceScheduleList } from './MaintenanceScheduleList';

/**
 * `/admin/huoltotila`: maintenance per company (requirements §4, §7) for the companies of the selector — the
 * switch with its note, the scheduled windows and a form to plan one. The server checks each company again.
 */
export default function MaintenanceAdminPage() {
  const { t } = useTranslation('admin');
  const { companies, selected } = useAdminCompany();
  const state = useApi(companies.length ? ADMIN_OPERATIONS_API.maintenance : null, maintenanceListSchema);
  const schedules = useApi(companies.length ? ADMIN_OPERATIONS_API.schedules : null, maintenanceScheduleListSchema);
  const title = t('operations.maintenance.title');
  if (companies.length === 0) {
    return (
      <AdminLayout title={title} companySelector={false}>
        <EmptyState title={t('operations.maintenance.noCompanies')} />
      </AdminLayout>
    );
  }
  return (
    <AdminLayout title={title} description={t('operations.maintenance.intro')}>
      {state.error ? (
        <ErrorState onRetry={() => void state.mutate()}>{t('operations.maintenance.loadFailed')}</ErrorState>
      ) : !state.data ? (
        <LoadingSkeleton label={title} />
      ) : (
        <CardGrid>
          {state.data.origins
            .filter((origin) => selected.includes(origin.origin))
            .map((origin) => (
              // Keyed by the state too: a switch made elsewhere resets the card's note field.
              <MaintenanceOriginCard key={`${origin.origin}-${origin.updatedAt ?? ''}`} state={origin} />
            ))}
        </CardGrid>
      )}
      <Card title={t('operations.schedules.title')} headingLevel={2}>
        {schedules.error ? (
          <ErrorState onRetry={() => void schedules.mutate()}>{t('operations.schedules.loadFailed')}</ErrorState>
        ) : !schedules.data ? (
          <LoadingSkeleton label={t('operations.schedules.title')} />
        ) : (
          <MaintenanceScheduleList schedules={schedules.data.schedules.filter((s) => selected.includes(s.origin))} />
        )}
      </Card>
      <Card title={t('operations.schedules.createTitle')} headingLevel={2}>
        <MaintenanceScheduleForm key={selected.join()} companies={selected} />
      </Card>
    </AdminLayout>
  );
}
