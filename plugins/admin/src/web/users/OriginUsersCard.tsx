import { Card, DataTable, EmptyState, ErrorState, LoadingSkeleton, Stack } from '@portal/ui';
import { useApi, useTranslation, type CompanyCode } from '@portal/core';
import { ADMIN_USERS_API, originRightsSchema, type AccessRights } from '../../contract/users';
import { useAdminCompany } from '../shell';
import { groupLabel } from './groupLabel';

function OriginTable({ origin }: { readonly origin: CompanyCode }) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi(ADMIN_USERS_API.rightsOfOrigin(origin), originRightsSchema);
  if (isLoading) return <LoadingSkeleton lines={3} label={t('users.rights.loading')} />;
  if (error || !data) return <ErrorState onRetry={() => void mutate()}>{t('users.rights.loadFailed')}</ErrorState>;
  if (data.users.length === 0) return <EmptyState title={t('users.rights.emptyOrigin', { origin })} headingLevel={3} />;
  return (
    <DataTable<AccessRights>
      caption={t('users.rights.originCaption', { origin })}
      rows={data.users}
      rowKey={(row) => row.priwattiUserId}
      columns={[
        { key: 'email', header: t('users.fields.email'), cell: (row) => row.email, rowHeader: true, sortValue: (row) => row.email },
        { key: 'name', header: t('users.fields.name'), cell: (row) => row.name, sortValue: (row) => row.name },
        { key: 'groups', header: t('users.rights.groups'), cell: (row) => row.groups.map((group) => groupLabel(t, group)).join(', ') },
      ]}
    />
  );
}

/** GET /admin/access-rights/v1/origin/{origin} for each company the selector covers. */
export function OriginUsersCard() {
  const { t } = useTranslation('admin');
  const { selected } = useAdminCompany();
  return (
    <Card title={t('users.rights.byOrigin')} headingLevel={2}>
      <Stack>
        {selected.length === 0 && <p>{t('users.rights.noOrigins')}</p>}
        {selected.map((origin) => (
          <OriginTable key={origin} origin={origin} />
        ))}
      </Stack>
    </Card>
  );
}
