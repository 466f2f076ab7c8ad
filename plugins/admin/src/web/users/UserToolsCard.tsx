import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { ButtonRow, Card, PrimaryButton, SecondaryButton, Stack, StatusMessage, TextField } from '@portal/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_USERS_API, type AuthenticatedUserAnswer, type MappingRefreshAnswer } from '../../contract/users';
import { useConfirmedWrite } from './useConfirmedWrite';

/**
 * The tools for one existing user, named by their id (priwattiUserId, from the customer search; a link
 * may pass it as `?kayttaja=`): mark identified, refresh the customer mapping, delete the account.
 */
export function UserToolsCard() {
  const { t } = useTranslation('admin');
  const api = useService(ApiClientRef);
  const [params] = useSearchParams();
  const [userId, setUserId] = useState(params.get('kayttaja') ?? '');
  const [missing, setMissing] = useState(false);
  const write = useConfirmedWrite();
  const id = userId.trim();

  const act = async (action: 'authenticate' | 'refresh' | 'delete') => {
    setMissing(!id);
    if (!id) return;
    if (action === 'authenticate') {
      await write.run(
        { title: t('users.tools.authenticateTitle'), body: t('users.tools.authenticateBody', { id }), confirm: t('users.tools.authenticate') },
        () => api.post<AuthenticatedUserAnswer>(ADMIN_USERS_API.authenticate, { priwattiUserId: id }),
        (user) => t('users.tools.authenticated', { email: user.email }),
      );
    } else if (action === 'refresh') {
      await write.run(
        { title: t('users.tools.refreshTitle'), body: t('users.tools.refreshBody', { id }), confirm: t('users.tools.refresh') },
        () => api.post<MappingRefreshAnswer>(ADMIN_USERS_API.refreshMappings(id), {}),
        (answer) => t('users.tools.refreshed', { added: answer.added, removed: answer.removed }),
      );
    } else {
      const deleted = await write.run(
        { title: t('users.tools.deleteTitle'), body: t('users.tools.deleteBody', { id }), confirm: t('users.tools.delete') },
        () => api.post(ADMIN_USERS_API.delete, { priwattiUserId: id }).then(() => true),
        () => t('users.tools.deleted', { id }),
      );
      if (deleted) setUserId('');
    }
  };

  return (
    <Card title={t('users.tools.title')} headingLevel={2}>
      <Stack>
        <p>{t('users.tools.intro')}</p>
        <TextField
          label={t('users.fields.userId')}
          hint={t('users.fields.userIdHint')}
          autoComplete="off"
          value={userId}
          onValue={(value) => {
            setUserId(value);
            write.clear();
          }}
          error={missing ? t('users.errors.userId') : null}
          announceError
        />
        {write.outcome && <StatusMessage tone={write.outcome.tone}>{write.outcome.text}</StatusMessage>}
        <ButtonRow>
          <SecondaryButton type="button" disabled={write.busy} onClick={() => void act('authenticate')}>
            {t('users.tools.authenticate')}
          </SecondaryButton>
          <SecondaryButton type="button" disabled={write.busy} onClick={() => void act('refresh')}>
            {t('users.tools.refresh')}
          </SecondaryButton>
          <PrimaryButton type="button" disabled={write.busy} onClick={() => void act('delete')}>
            {t('users.tools.delete')}
          </PrimaryButton>
        </ButtonRow>
      </Stack>
    </Card>
  );
}
