import { ApiClientRef, SessionServiceRef, useService, useTranslation } from '@portal/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_API, passwordChangedResponseSchema, sessionStatusSchema } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { SubmitButton } from '../components/buttons';
import { FailureText } from '../components/FailureText';
import { FormAlert } from '../components/Messages';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useAuthRequest } from '../hooks/useAuthRequest';
import { useFieldErrors } from '../hooks/useFieldErrors';
import { useProblemText } from '../hooks/useProblemText';
import { checkConfirmation, checkNewPassword } from '../model/fieldRules';
import { readFlowState, type AccountFlowState } from '../model/flowState';
import { loginRoute } from '../routes';

const FIELDS = ['password', 'confirmation'] as const;

/**
 * `/vaihda-salasana`: the first login with a password an administrator set. Login answered
 * PASSWORD_RESET_REQUIRED with a short-lived ticket; with it the user picks a new password and is then
 * logged in with it straight away, so the forced detour costs one form, not two.
 */
export default function ForcedResetPage() {
  const { t } = useTranslation('account');
  const api = useService(ApiClientRef);
  const session = useService(SessionServiceRef);
  const navigate = useNavigate();
  const flow = readFlowState(useLocation().state);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fields = useFieldErrors(FIELDS);
  const request = useAuthRequest();
  const problemText = useProblemText();

  if (!flow.resetTicket || !flow.email) {
    // Reached directly (bookmark, reload after the ticket's state was lost): the way in is logging in.
    return (
      <AuthLayout title={t('forced.title')} onSubmit={() => navigate(loginRoute.defaultPath)} messages={<FormAlert>{t('forced.noTicket')}</FormAlert>}>
        <SubmitButton type="submit">{t('forced.toLogin')}</SubmitButton>
      </AuthLayout>
    );
  }
  const { resetTicket, email } = flow;

  async function submit() {
    const valid = fields.show({
      password: problemText(checkNewPassword(password)),
      confirmation: problemText(checkConfirmation(password, confirmation)),
    });
    if (!valid) return;
    const outcome = await request.run(async () => {
      await api.post(AUTH_API.forceResetPassword, { resetTicket, newPassword: password }, { schema: passwordChangedResponseSchema });
      return api
        .post(AUTH_API.login, { email, password }, { schema: sessionStatusSchema })
        .then(() => true)
        .catch(() => false);
    });
    if (!outcome) return;
    if (!outcome.ok) {
      request.setFailure(outcome.failure);
      return;
    }
    if (outcome.value) {
      await session.start();
      navigate(flow.from ?? '/', { replace: true });
      return;
    }
    // The password did change; only the automatic login failed. Let the person log in themselves.
    const state: AccountFlowState = { email, notice: 'passwordChanged' };
    navigate(loginRoute.defaultPath, { state, replace: true });
  }

  return (
    <AuthLayout
      title={t('forced.title')}
      intro={t('forced.intro')}
      onSubmit={() => void submit()}
      messages={
        <>
          <FailureText failure={request.failure} alertRef={request.alertRef} />
          {request.failure?.key === 'RESET_TICKET_INVALID' && (
            <p>
              <Link to={loginRoute.defaultPath} state={{ email }}>
                {t('forced.toLogin')}
              </Link>
            </p>
          )}
        </>
      }
    >
      <p>
        {t('fields.email')}: <strong>{email}</strong>
      </p>
      <NewPasswordFields
        password={password}
        onPassword={setPassword}
        confirmation={confirmation}
        onConfirmation={setConfirmation}
        errors={fields.errors}
        register={fields.register}
      />
      <SubmitButton type="submit" aria-disabled={request.running}>
        {request.running ? t('forced.submitting') : t('forced.submit')}
      </SubmitButton>
    </AuthLayout>
  );
}
