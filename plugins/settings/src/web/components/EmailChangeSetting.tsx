import { ApiClientRef, formatTime, useService, useTranslation } from '@portal/core';
import { ButtonRow, Card, ErrorSummary, LinkButton, PrimaryButton, Stack, StatusMessage, TextField, useFormErrors } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { SETTINGS_API } from '../../contract/paths';
import { changeEmailResponseSchema, confirmEmailResponseSchema } from '../../contract/settings';
import { written, type WriteFailure } from '../model/errorOf';

type Step =
  | { readonly kind: 'ask' }
  | { readonly kind: 'code'; readonly email: string; readonly expiresAt: string }
  | { readonly kind: 'done'; readonly email: string };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Stable arrays: the error summary takes focus when its list changes, so it must not change every render.
const ASK_FIELDS = ['newEmail', 'password'] as const;
const CODE_FIELDS = ['code'] as const;

/**
 * Change of login address (POST changeEmailAddress, then …/confirm): the new address gets a code, the
 * old one a notice, and the login changes only when the code is confirmed. Each server refusal lands
 * on its field: a wrong password, an address already taken, a wrong, expired or locked code.
 */
export function EmailChangeSetting({
  userId,
  currentEmail,
  onChanged,
}: {
  readonly userId: string;
  readonly currentEmail: string;
  readonly onChanged: () => void;
}) {
  const { t } = useTranslation('settings');
  const api = useService(ApiClientRef);
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const askErrors = useFormErrors(ASK_FIELDS);
  const codeErrors = useFormErrors(CODE_FIELDS);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const email = newEmail.trim();
    const ok = askErrors.show({
      newEmail: !EMAIL.test(email) ? t('email.badEmail') : email.toLowerCase() === currentEmail.toLowerCase() ? t('email.sameEmail') : null,
      password: password ? null : t('email.passwordMissing'),
    });
    if (!ok) return;
    setBusy(true);
    const result = await written(() =>
      api.post(SETTINGS_API.changeEmailAddress(userId), { newEmail: email, password }, { schema: changeEmailResponseSchema }),
    );
    setBusy(false);
    if (result.ok) {
      setPassword('');
      setCode('');
      codeErrors.show({});
      setStep({ kind: 'code', email: result.value.pendingEmail, expiresAt: result.value.expiresAt });
      return;
    }
    const failure = result.failure;
    if (failure.code === 'ACCOUNT_ALREADY_EXISTS') askErrors.show({ newEmail: t('email.taken') });
    else if (failure.field === 'body.password') askErrors.show({ password: t('email.wrongPassword') });
    else if (failure.field === 'body.newEmail') askErrors.show({ newEmail: t('email.badEmail') });
    else setFailed(true);
  };

  const codeMessage = (failure: WriteFailure): string | null => {
    const reason = failure.details?.reason;
    if (failure.code === 'ACCOUNT_ALREADY_EXISTS') return t('email.taken');
    if (reason === 'EXPIRED') return t('email.expired');
    if (reason === 'LOCKED' || failure.code === 'TOO_MANY_REQUESTS') return t('email.locked');
    if (reason === 'NONE') return t('email.noChange');
    if (reason === 'WRONG') return t('email.wrongCode', { count: Number(failure.details?.attemptsLeft ?? 0) });
    if (failure.field === 'body.code') return t('email.badCode');
    return null;
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    if (!codeErrors.show({ code: /^\d{6}$/.test(code.trim()) ? null : t('email.badCode') })) return;
    setBusy(true);
    const result = await written(() =>
      api.post(SETTINGS_API.confirmEmailAddress(userId), { code: code.trim() }, { schema: confirmEmailResponseSchema }),
    );
    setBusy(false);
    if (result.ok) {
      setStep({ kind: 'done', email: result.value.email });
      setNewEmail('');
      onChanged();
      return;
    }
    const message = codeMessage(result.failure);
    if (message) codeErrors.show({ code: message });
    else setFailed(true);
  };

  return (
    <Card title={t('email.title')} headingLevel={2}>
      <Stack>
        <p>{t('email.current', { email: currentEmail })}</p>
        {step.kind === 'done' && <StatusMessage>{t('email.done', { email: step.email })}</StatusMessage>}
        {step.kind === 'code' ? (
          <form onSubmit={(event) => void confirm(event)} noValidate>
            <Stack>
              <p role="status">{t('email.pending', { email: step.email, time: formatTime(step.expiresAt) })}</p>
              <ErrorSummary problems={codeErrors.problems} title={t('email.errorTitle')} />
              <TextField
                id={codeErrors.fieldId('code')}
                label={t('email.code')}
                hint={t('email.codeHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onValue={setCode}
                error={codeErrors.errors.code}
              />
              <ButtonRow>
                <PrimaryButton type="submit" disabled={busy}>
                  {busy ? t('email.confirming') : t('email.confirm')}
                </PrimaryButton>
                <LinkButton type="button" onClick={() => setStep({ kind: 'ask' })}>
                  {t('email.restart')}
                </LinkButton>
              </ButtonRow>
            </Stack>
          </form>
        ) : (
          <form onSubmit={(event) => void ask(event)} noValidate aria-label={t('email.title')}>
            <Stack>
              <p>{t('email.intro')}</p>
              <ErrorSummary problems={askErrors.problems} title={t('email.errorTitle')} />
              <TextField
                id={askErrors.fieldId('newEmail')}
                label={t('email.newEmail')}
                type="email"
                autoComplete="email"
                value={newEmail}
                onValue={setNewEmail}
                error={askErrors.errors.newEmail}
              />
              <TextField
                id={askErrors.fieldId('password')}
                label={t('email.password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onValue={setPassword}
                error={askErrors.errors.password}
              />
              <ButtonRow>
                <PrimaryButton type="submit" disabled={busy}>
                  {busy ? t('email.sending') : t('email.send')}
                </PrimaryButton>
              </ButtonRow>
            </Stack>
          </form>
        )}
        {failed && <StatusMessage tone="error">{t('page.saveFailed')}</StatusMessage>}
      </Stack>
    </Card>
  );
}
