import { Card, DataTable, EmptyState, ErrorState, LinkButton, LoadingSkeleton, Stack, StatusBadge, type DataColumn } from '@portal/ui';
import { formatDate, useApi, useTranslation } from '@portal/core';
import { useState } from 'react';
import { USER_MANAGEMENT_API } from '../../contract/paths';
import { existingUsersResponseSchema, type CompanyMember } from '../../contract/userManagement';
import { AddUserForm } from './AddUserForm';
import { ManageUser } from './ManageUser';
import type { Dialog } from './Modals';

interface Props {
  readonly company: string;
  readonly userId: string;
  readonly show: (dialog: Dialog | null) => void;
  readonly onTransferred: () => void;
}

/** The main user's view of one company: its users with their places and rights, add user, manage user. */
export function CompanyUsers({ company, userId, show, onTransferred }: Props) {
  const { t } = useTranslation('user-management');
  const existing = useApi(USER_MANAGEMENT_API.op(company, userId, 'existingUsers'), existingUsersResponseSchema);
  const [managing, setManaging] = useState<string | null>(null);

  if (managing) {
    return (
      <ManageUser company={company} userId={userId} subUserId={managing} show={show} onDone={() => setManaging(null)} onTransferred={onTransferred} />
    );
  }

  const columns: DataColumn<CompanyMember>[] = [
    { key: 'email', header: t('users.email'), rowHeader: true, cell: (u) => u.email },
    { key: 'name', header: t('users.name'), cell: (u) => u.name },
    {
      key: 'role',
      header: t('users.role'),
      cell: (u) => (
        <>
          {t(`users.${u.role}`)} {!u.verified && <StatusBadge tone="warning">{t('users.notVerified')}</StatusBadge>}
        </>
      ),
    },
    { key: 'places', header: t('users.places'), cell: (u) => t('users.placeCount', { count: u.placeCount, full: u.fullAccessCount }) },
    {
      key: 'manage',
      header: t('users.manageShort'),
      cell: (u) =>
        u.role === 'sub' ? (
          <LinkButton type="button" onClick={() => setManaging(u.userId)} aria-label={t('users.manage', { email: u.email })}>
            {t('users.manageShort')}
          </LinkButton>
        ) : null,
    },
  ];

  return (
    <Stack>
      <Card title={t('users.heading')} headingLevel={2}>
        {existing.error ? (
          <ErrorState onRetry={() => void existing.mutate()}>{t('page.error')}</ErrorState>
        ) : !existing.data ? (
          <LoadingSkeleton lines={3} label={t('page.loading')} />
        ) : (
          <>
            <DataTable caption={t('users.heading')} captionHidden columns={columns} rows={existing.data.users} rowKey={(u) => u.userId} />
            {existing.data.users.length < 2 && <EmptyState title={t('users.empty')} headingLevel={3} />}
            {existing.data.invitations.length > 0 && (
              <>
                <h3>{t('users.invitations')}</h3>
                <ul>
                  {existing.data.invitations.map((invitation) => (
                    <li key={invitation.email}>
                      {invitation.email} ({t('users.invitedOn', { date: formatDate(invitation.createdAt) })})
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </Card>
      <AddUserForm company={company} userId={userId} show={show} />
    </Stack>
  );
}
