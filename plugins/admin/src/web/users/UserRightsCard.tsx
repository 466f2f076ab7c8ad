import { ApiClientRef, useApi, useService, useTranslation, type CompanyCode } from '@portal/core';
import {
  ButtonRow,
  Card,
  DataTable,
  ErrorState,
  FormField,
  LoadingSkeleton,
  PrimaryButton,
  SecondaryButton,
  Stack,
  StatusMessage,
  TextField,
} from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { accessRightsSchema, ADMIN_USERS_API, type AccessRights } from '../../contract/users';
import { useAdminCompany } from '../shell';
import { groupLabel } from './groupLabel';
import { useConfirmedWrite } from './useConfirmedWrite';
import { useGrantableGroups } from './useGrantableGroups';

/** The select's value for the chosen origin's own group; function groups go by their names. */
const ORIGIN_GROUP = '';

/** Which origin a group is revoked at: its own for an origin group, else the first the admin handles. */
function revokeOrigin(group: string, companies: readonly CompanyCode[]): CompanyCode | undefined {
  const own = /^origin-(VARE|SV|KUO)$/.exec(group)?.[1] as CompanyCode | undefined;
  return own ?? companies[0];
}

function PersonRights({ email }: { readonly email: string }) {
  const { t } = useTranslation('admin');
  const api = useService(ApiClientRef);
  const { companies } = useAdminCompany();
  const { data, error, isLoading, mutate } = useApi(ADMIN_USERS_API.rightsOfUser(email), accessRightsSchema);
  const [origin, setOrigin] = useState<CompanyCode | undefined>(companies[0]);
  const [group, setGroup] = useState(ORIGIN_GROUP);
  const write = useConfirmedWrite();
  const { grantable, canChange } = useGrantableGroups();
  // Origin groups are granted as "the chosen origin's group"; the rest by name.
  const functionGroups = grantable.filter((name) => !name.startsWith('origin-'));

  if (isLoading) return <LoadingSkeleton lines={2} label={t('users.rights.loading')} />;
  if (error?.status === 404) return <StatusMessage tone="error">{t('users.rights.noSuchUser', { email })}</StatusMessage>;
  if (error?.status === 403) return <StatusMessage tone="error">{t('users.errors.forbidden')}</StatusMessage>;
  if (error || !data) return <ErrorState onRetry={() => void mutate()}>{t('users.rights.loadFailed')}</ErrorState>;

  const grant = async (event: FormEvent) => {
    event.preventDefault();
    if (!origin) return;
    const granted = group || `origin-${origin}`;
    const answer = await write.run(
      {
        title: t('users.rights.grantTitle'),
        body: t('users.rights.grantBody', { group: groupLabel(t, granted), email: data.email, origin }),
        confirm: t('users.rights.grant'),
      },
      () => api.post<AccessRights>(ADMIN_USERS_API.originRight(data.email, origin), group ? { group } : {}),
      () => t('users.rights.granted', { group: groupLabel(t, granted) }),
    );
    if (answer) await mutate(answer, { revalidate: false });
  };

  const revoke = async (revoked: string) => {
    const at = revokeOrigin(revoked, companies);
    if (!at) return;
    const answer = await write.run(
      {
        title: t('users.rights.revokeTitle'),
        body: t('users.rights.revokeBody', { group: groupLabel(t, revoked), email: data.email }),
        confirm: t('users.rights.revoke'),
      },
      () => api.delete<AccessRights>(ADMIN_USERS_API.originRight(data.email, at), { query: revoked.startsWith('origin-') ? {} : { group: revoked } }),
      () => t('users.rights.revoked', { group: groupLabel(t, revoked) }),
    );
    if (answer) await mutate(answer, { revalidate: false });
  };

  return (
    <Stack>
      <p>{t('users.rights.person', { name: data.name, email: data.email })}</p>
      {data.groups.length === 0 ? (
        <p>{t('users.rights.noGroups')}</p>
      ) : (
        <DataTable<string>
          caption={t('users.rights.groupsOf', { email: data.email })}
          rows={data.groups}
          rowKey={(row) => row}
          columns={[
            { key: 'group', header: t('users.rights.group'), cell: (row) => groupLabel(t, row), rowHeader: true },
            {
              key: 'action',
              header: t('users.rights.action'),
              cell: (row) =>
                canChange(row) ? (
                  <SecondaryButton
                    type="button"
                    disabled={write.busy}
                    onClick={() => void revoke(row)}
                    aria-label={t('users.rights.revokeNamed', { group: groupLabel(t, row) })}
                  >
                    {t('users.rights.revoke')}
                  </SecondaryButton>
                ) : (
                  t('users.rights.notYours')
                ),
            },
          ]}
        />
      )}
      {write.outcome && <StatusMessage tone={write.outcome.tone}>{write.outcome.text}</StatusMessage>}
      {companies.length > 0 && (
        <form onSubmit={(event) => void grant(event)} aria-label={t('users.rights.grantTitle')}>
          <Stack>
            <FormField label={t('users.rights.origin')}>
              {(control) => (
                <select {...control} value={origin} onChange={(event) => setOrigin(event.target.value as CompanyCode)}>
                  {companies.map((company) => (
                    <option key={company} value={company}>
                      {company}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t('users.rights.group')}>
              {(control) => (
                <select {...control} value={group} onChange={(event) => setGroup(event.target.value)}>
                  <option value={ORIGIN_GROUP}>{t('users.rights.originGroup')}</option>
                  {functionGroups.map((name) => (
                    <option key={name} value={name}>
                      {groupLabel(t, name)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <ButtonRow>
              <PrimaryButton type="submit" disabled={write.busy}>
                {t('users.rights.grant')}
              </PrimaryButton>
            </ButtonRow>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** GET /admin/access-rights/v1/user/{email}, with grant and revoke (POST/DELETE …/origin/{origin}). */
export function UserRightsCard() {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim().toLowerCase();
    setMissing(!value);
    setEmail(value || null);
  };

  return (
    <Card title={t('users.rights.byUser')} headingLevel={2}>
      <Stack>
        <form onSubmit={find} noValidate aria-label={t('users.rights.byUser')}>
          <Stack>
            <TextField
              label={t('users.fields.email')}
              type="email"
              autoComplete="off"
              value={typed}
              onValue={setTyped}
              error={missing ? t('users.errors.email') : null}
              announceError
            />
            <ButtonRow>
              <PrimaryButton type="submit">{t('users.rights.find')}</PrimaryButton>
            </ButtonRow>
          </Stack>
        </form>
        {email && <PersonRights key={email} email={email} />}
      </Stack>
    </Card>
  );
}
