import { useState } from 'react';
import { ButtonRow, Card, DataTable, EmptyState, ErrorState, LoadingSkeleton, SecondaryButton, StatusBadge, type DataColumn } from '@portal/ui';
import { useApi, useApiMutation, useTranslation } from '@portal/core';
import { ADMIN_OPERATIONS_API, adminFlagsSchema, type AdminFlagOverride } from '../../contract/operations';
import { AdminLayout } from '../shell';
import { FlagConfirm, type FlagChange } from './FlagConfirm';
import { flagRows, type FlagRow } from './flagRows';
import { UserFlagOverrideForm } from './UserFlagOverrideForm';

/**
 * `/admin/ominaisuusliput`: the feature flags of this portal's company over the host's existing API
 * (GET /admin/feature-flags/v1, POST override, DELETE override/{id}). Each change is confirmed first;
 * customers' portals pick it up within a minute (the shell re-reads /v1/features), no reload.
 */
export default function FeatureFlagsPage() {
  const { t } = useTranslation('admin');
  const flags = useApi(ADMIN_OPERATIONS_API.featureFlags, adminFlagsSchema);
  const [change, setChange] = useState<FlagChange | null>(null);
  const invalidates = [ADMIN_OPERATIONS_API.featureFlags];
  const setOverride = useApiMutation(
    (api, body: { flag: string; value: boolean; userId: string | null }) => api.post(ADMIN_OPERATIONS_API.featureFlagOverride, body),
    { invalidates },
  );
  const removeOverride = useApiMutation((api, id: string) => api.delete(ADMIN_OPERATIONS_API.featureFlagOverrideItem(id)), { invalidates });
  const title = t('operations.flags.title');

  const confirm = async () => {
    if (!change) return;
    const confirmed = change;
    if (confirmed.kind === 'set') await setOverride.run({ flag: confirmed.flag, value: confirmed.value, userId: confirmed.userId });
    else await removeOverride.run(confirmed.override.id);
    // The write waits for the list to be read again; a change asked for meanwhile stays open.
    setChange((current) => (current === confirmed ? null : current));
  };

  if (flags.error) {
    return (
      <AdminLayout title={title} companySelector={false}>
        <ErrorState onRetry={() => void flags.mutate()}>{t('operations.flags.loadFailed')}</ErrorState>
      </AdminLayout>
    );
  }
  if (!flags.data) {
    return (
      <AdminLayout title={title} companySelector={false}>
        <LoadingSkeleton label={title} />
      </AdminLayout>
    );
  }
  const rows = flagRows(flags.data);
  const onOff = (value: boolean) => (value ? t('operations.on') : t('operations.off'));
  const columns: DataColumn<FlagRow>[] = [
    { key: 'flag', header: t('operations.flags.flag'), cell: (row) => <code>{row.flag}</code>, rowHeader: true, sortValue: (row) => row.flag },
    { key: 'plugin', header: t('operations.flags.plugin'), cell: (row) => row.pluginId, sortValue: (row) => row.pluginId },
    { key: 'description', header: t('operations.flags.description'), cell: (row) => row.description },
    { key: 'default', header: t('operations.flags.default'), cell: (row) => onOff(row.defaultValue) },
    {
      key: 'override',
      header: t('operations.flags.companyOverride'),
      cell: (row) => (row.companyOverride ? onOff(row.companyOverride.value) : t('operations.flags.none')),
    },
    { key: 'users', header: t('operations.flags.userOverrides'), cell: (row) => row.userOverrides.length, numeric: true },
    {
      key: 'effective',
      header: t('operations.flags.effective'),
      cell: (row) => <StatusBadge tone={row.effective ? 'success' : 'neutral'}>{onOff(row.effective)}</StatusBadge>,
      sortValue: (row) => (row.effective ? 1 : 0),
    },
    {
      key: 'actions',
      header: t('operations.flags.actions'),
      cell: (row) => (
        <ButtonRow>
          <SecondaryButton type="button" onClick={() => setChange({ kind: 'set', flag: row.flag, value: !row.effective, userId: null })}>
            {row.effective ? t('operations.flags.setOff', { flag: row.flag }) : t('operations.flags.setOn', { flag: row.flag })}
          </SecondaryButton>
          {row.companyOverride && (
            <SecondaryButton
              type="button"
              onClick={() => setChange({ kind: 'remove', override: row.companyOverride!, defaultValue: row.defaultValue })}
            >
              {t('operations.flags.removeCompany', { flag: row.flag })}
            </SecondaryButton>
          )}
        </ButtonRow>
      ),
    },
  ];
  const userOverrides = flags.data.overrides.filter((override) => override.userId !== null);
  const userColumns: DataColumn<AdminFlagOverride>[] = [
    { key: 'flag', header: t('operations.flags.flag'), cell: (o) => <code>{o.flag}</code>, rowHeader: true },
    { key: 'user', header: t('operations.flags.userId'), cell: (o) => o.userId },
    { key: 'value', header: t('operations.flags.value'), cell: (o) => onOff(o.value) },
    {
      key: 'actions',
      header: t('operations.flags.actions'),
      cell: (o) => (
        <SecondaryButton
          type="button"
          onClick={() => setChange({ kind: 'remove', override: o, defaultValue: flags.data?.defaults[o.flag] ?? false })}
        >
          {t('operations.flags.removeUser', { userId: o.userId, flag: o.flag })}
        </SecondaryButton>
      ),
    },
  ];
  return (
    <AdminLayout title={title} description={t('operations.flags.intro', { company: flags.data.company })} companySelector={false}>
      <DataTable caption={t('operations.flags.caption')} captionHidden columns={columns} rows={rows} rowKey={(row) => row.flag} />
      <Card title={t('operations.flags.userTitle')} headingLevel={2}>
        {userOverrides.length === 0 ? (
          <EmptyState title={t('operations.flags.userEmpty')} headingLevel={3} />
        ) : (
          <DataTable caption={t('operations.flags.userCaption')} captionHidden columns={userColumns} rows={userOverrides} rowKey={(o) => o.id} />
        )}
        <UserFlagOverrideForm
          flags={rows.map((row) => row.flag)}
          onSubmit={(flag, value, userId) => setChange({ kind: 'set', flag, value, userId })}
        />
      </Card>
      {change && (
        <FlagConfirm
          change={change}
          busy={setOverride.running || removeOverride.running}
          onConfirm={() => void confirm()}
          onCancel={() => setChange(null)}
        />
      )}
    </AdminLayout>
  );
}
