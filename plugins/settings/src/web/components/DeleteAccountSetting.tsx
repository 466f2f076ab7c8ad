import { ApiClientRef, SessionServiceRef, useModal, useService, useTranslation } from '@portal/core';
import { ButtonRow, Card, ErrorSummary, PrimaryButton, Stack, StatusMessage, TextField, useFormErrors } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SETTINGS_API } from '../../contract/paths';
import { DELETE_ACCOUNT_CONFIRM_MODAL } from '../modals';
import { written } from '../model/errorOf';

// Stable: the error summary takes focus when its list changes.
const PASSWORD_FIELD = ['password'] as const;

/**
 * Account deletion (DELETE /v2/user/{id} with the password). The page says what is deleted and what is
 * kept before anything happens; the confirm modal asks once more; then the session is over everywhere,
 * so the portal goes to the start (the login page).
 */
export function DeleteAccountSetting({ userId, email }: { readonly userId: string; readonly email: string }) {
  const { t } = useTranslation('settings');
  const api = useService(ApiClientRef);
  const session = useService(SessionServiceRef);
  const modals = useModal();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const errors = useFormErrors(PASSWORD_FIELD);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    if (!errors.show({ password: password ? null : t('deletion.passwordMissing') })) return;
    const answer = await modals.open(DELETE_ACCOUNT_CONFIRM_MODAL, { email }).result;
    if (answer !== 'confirmed') return;
    setBusy(true);
    const result = await written(() => api.delete(SETTINGS_API.deleteAccount(userId), { body: { password } }));
    setBusy(false);
    if (!result.ok) {
      if (result.failure.field === 'body.password') errors.show({ password: t('deletion.wrongPassword') });
      else setFailed(true);
      return;
    }
    // The server ended every session; the session service forgets this one and the shell shows login.
    await session.logout().catch(() => undefined);
    navigate('/', { replace: true });
  };

  return (
    <Card title={t('deletion.title')} headingLevel={2}>
      <Stack>
        <p>{t('deletion.intro')}</p>
        <ul>
          <li>{t('deletion.deleted')}</li>
          <li>{t('deletion.kept')}</li>
          <li>{t('deletion.contracts')}</li>
        </ul>
        <p>
          <strong>{t('deletion.irreversible')}</strong>
        </p>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('deletion.title')}>
          <Stack>
            <ErrorSummary problems={errors.problems} title={t('deletion.errorTitle')} />
            <TextField
              id={errors.fieldId('password')}
              label={t('deletion.password')}
              hint={t('deletion.passwordHint')}
              type="password"
              autoComplete="current-password"
              value={password}
              onValue={setPassword}
              error={errors.errors.password}
            />
            {failed && <StatusMessage tone="error">{t('deletion.failed')}</StatusMessage>}
            <ButtonRow>
              <PrimaryButton type="submit" disabled={busy}>
                {busy ? t('deletion.deleting') : t('deletion.submit')}
              </PrimaryButton>
            </ButtonRow>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
