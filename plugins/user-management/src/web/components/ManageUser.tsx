import {
  ButtonRow,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  LinkButton,
  LoadingSkeleton,
  SecondaryButton,
  Stack,
  VisuallyHidden,
  isoToFinnish,
  type DataColumn,
} from '@portal/ui';
import { useApi, useApiMutation, useTranslation } from '@portal/core';
import { USER_MANAGEMENT_API } from '../../contract/paths';
import { mainUserResponseSchema, okResponseSchema, userSettingsResponseSchema, type GrantedPlace } from '../../contract/userManagement';
import { AddLocationsForm } from './AddLocationsForm';
import { attempt } from './attempt';
import type { Dialog } from './Modals';
import { transferErrorCode } from './transferMessage';

interface Props {
  readonly company: string;
  readonly userId: string;
  readonly subUserId: string;
  readonly show: (dialog: Dialog | null) => void;
  /** Back to the list (after a delete or a transfer too). */
  readonly onDone: () => void;
  /** The caller is no longer the main user: the page reloads the companies. */
  readonly onTransferred: () => void;
}

/** "Manage user" (requirements §2): the sub-user's places and rights, remove one or all, add places, delete, transfer. */
export function ManageUser({ company, userId, subUserId, show, onDone, onTransferred }: Props) {
  const { t } = useTranslation('user-management');
  const settingsUrl = USER_MANAGEMENT_API.settings(company, userId, subUserId);
  const existingUrl = USER_MANAGEMENT_API.op(company, userId, 'existingUsers');
  const eligibleUrl = USER_MANAGEMENT_API.eligibleLocations(company, userId, subUserId);
  const settings = useApi(settingsUrl, userSettingsResponseSchema);
  const invalidates = [settingsUrl, existingUrl, eligibleUrl];
  const post = useApiMutation(
    (api, op: 'removeLocation' | 'removeAllLocations' | 'removeUser' | 'removeLabel', body: unknown) =>
      api.post(USER_MANAGEMENT_API.op(company, userId, op), body, { schema: okResponseSchema }),
    { invalidates },
  );
  const transfer = useApiMutation(
    (api) =>
      attempt(() =>
        api.post(USER_MANAGEMENT_API.op(company, userId, 'transferMainUserRights'), { targetUserId: subUserId }, { schema: mainUserResponseSchema }),
      ),
    { invalidates: [existingUrl], showErrorModal: false },
  );

  if (settings.error) return <ErrorState onRetry={() => void settings.mutate()}>{t('manage.error')}</ErrorState>;
  if (!settings.data) return <LoadingSkeleton lines={4} label={t('manage.loading')} />;
  const { user, locations, labelRules } = settings.data;

  const confirmThen = (
    dialog: { title: string; body: string; confirmLabel: string },
    run: () => Promise<unknown>,
    success: Dialog,
    after?: () => void,
  ) =>
    show({
      kind: 'confirm',
      ...dialog,
      onConfirm: () => {
        void run().then((result) => {
          if (!result) return show(null);
          show(success);
          after?.();
        });
      },
    });

  const removeOne = (place: GrantedPlace) =>
    confirmThen(
      { title: t('remove.confirmTitle'), body: t('remove.confirmBody', { name: place.name }), confirmLabel: t('remove.confirm') },
      () => post.run('removeLocation', { subUserId, locationIdentifier: place.locationIdentifier }),
      { kind: 'success', title: t('remove.successTitle') },
    );

  const columns: DataColumn<GrantedPlace>[] = [
    { key: 'name', header: t('users.places'), rowHeader: true, cell: (p) => `${p.name}, ${p.address}` },
    { key: 'right', header: t('manage.right'), cell: (p) => t(`rights.${p.accessRight}`) },
    {
      key: 'expires',
      header: t('manage.expires'),
      cell: (p) => (p.expiresOn ? t('manage.until', { date: isoToFinnish(p.expiresOn) }) : t('manage.noExpiry')),
    },
    {
      key: 'remove',
      header: <VisuallyHidden>{t('remove.confirm')}</VisuallyHidden>,
      cell: (p) => (
        <LinkButton type="button" onClick={() => removeOne(p)} aria-label={t('manage.removeLocation', { name: p.name })}>
          {t('remove.confirm')}
        </LinkButton>
      ),
    },
  ];

  const startTransfer = () =>
    show({
      kind: 'confirm',
      title: t('transfer.confirmTitle'),
      body: t('transfer.confirmBody', { email: user.email }),
      confirmLabel: t('transfer.confirm'),
      onConfirm: () => {
        void transfer.run().then((result) => {
          if (result && 'ok' in result) {
            show({ kind: 'success', title: t('transfer.successTitle'), body: t('transfer.successBody', { email: user.email }) });
            onTransferred();
            return;
          }
          const code = transferErrorCode(result && 'failure' in result ? result.failure?.details : undefined);
          show({
            kind: 'error',
            title: t('transfer.errorTitle'),
            body: (
              <>
                <p>{t(`transfer.errors.${code}`)}</p>
                <p>{t('transfer.errorCode', { code })}</p>
              </>
            ),
          });
        });
      },
    });

  return (
    <Stack>
      <Card title={t('manage.heading', { email: user.email })} headingLevel={2} subtitle={user.name}>
        <ButtonRow>
          <SecondaryButton type="button" onClick={onDone}>
            {t('manage.back')}
          </SecondaryButton>
        </ButtonRow>
        <h3>{t('manage.granted')}</h3>
        {locations.length === 0 ? (
          <EmptyState title={t('manage.none')} headingLevel={4} />
        ) : (
          <DataTable caption={t('manage.granted')} captionHidden columns={columns} rows={locations} rowKey={(p) => p.locationIdentifier} />
        )}
        {labelRules.length > 0 && (
          <>
            <h3>{t('manage.labelRules')}</h3>
            <ul>
              {labelRules.map((rule) => (
                <li key={rule.label}>
                  {t('manage.labelRule', { label: rule.label })}: {t(`rights.${rule.accessRight}`)},{' '}
                  {rule.expiresOn ? t('manage.until', { date: isoToFinnish(rule.expiresOn) }) : t('manage.noExpiry')}{' '}
                  <LinkButton
                    type="button"
                    aria-label={t('manage.removeLabel', { label: rule.label })}
                    onClick={() =>
                      confirmThen(
                        {
                          title: t('remove.labelConfirmTitle'),
                          body: t('remove.labelConfirmBody', { label: rule.label }),
                          confirmLabel: t('remove.confirm'),
                        },
                        () => post.run('removeLabel', { subUserId, label: rule.label }),
                        { kind: 'success', title: t('remove.labelSuccessTitle') },
                      )
                    }
                  >
                    {t('remove.confirm')}
                  </LinkButton>
                </li>
              ))}
            </ul>
          </>
        )}
        <ButtonRow>
          {(locations.length > 0 || labelRules.length > 0) && (
            <SecondaryButton
              type="button"
              onClick={() =>
                confirmThen(
                  { title: t('remove.allConfirmTitle'), body: t('remove.allConfirmBody'), confirmLabel: t('remove.confirm') },
                  () => post.run('removeAllLocations', { subUserId }),
                  { kind: 'success', title: t('remove.allSuccessTitle') },
                )
              }
            >
              {t('manage.removeAll')}
            </SecondaryButton>
          )}
          <SecondaryButton
            type="button"
            onClick={() =>
              confirmThen(
                {
                  title: t('deleteUser.confirmTitle'),
                  body: t('deleteUser.confirmBody', { email: user.email }),
                  confirmLabel: t('deleteUser.confirm'),
                },
                () => post.run('removeUser', { subUserId }),
                { kind: 'success', title: t('deleteUser.successTitle') },
                onDone,
              )
            }
          >
            {t('manage.deleteUser')}
          </SecondaryButton>
          <SecondaryButton type="button" onClick={startTransfer}>
            {t('manage.makeMain')}
          </SecondaryButton>
        </ButtonRow>
      </Card>
      <AddLocationsForm company={company} userId={userId} subUserId={subUserId} show={show} />
    </Stack>
  );
}
