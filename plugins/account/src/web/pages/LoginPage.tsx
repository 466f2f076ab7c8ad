import { ApiClientRef, SessionServiceRef, useService, useSession, useTranslation } from '@portal/core';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_API, sessionStatusSchema, type LoginBody } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { SubmitButton } from '../components/buttons';
import { FailureText } from '../components/FailureText';
import { Notice } from '../components/Messages';
import { NoticeText } from '../components/NoticeText';
import { TextField } from '../components/TextField';
import { useAuthRequest } from '../hooks/useAuthRequest';
import { useFieldErrors } from '../hooks/useFieldErrors';
import { useProblemText } from '../hooks/useProblemText';
import { resetTicketOf } from '../model/authErrorMessage';
import { checkEmail, checkPassword } from '../model/fieldRules';
import { readFlowState, type AccountFlowState } from '../model/flowState';
import { safeNextPath } from '../model/nextPath';
import { confirmSignUpRoute, forcedResetRoute, forgotPasswordRoute, signUpRoute } from '../routes';

const FIELDS = ['email', 'password'] as const;

/**
 * `/kirjaudu`. Besides success there are three outcomes that lead elsewhere: a password reset is
 * required (→ forced reset, with the ticket), the address is unconfirmed (→ confirm), and the ones the
 * person fixes here (wrong credentials, too many tries) with the way out linked in the message.
 */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const api = useService(ApiClientRef);
  const session = useService(SessionServiceRef);
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const flow = readFlowState(location.state);
  const next = safeNextPath(location.search);
  const [email, setEmail] = useState(flow.email ?? '');
  const [password, setPassword] = useState('');
  const fields = useFieldErrors(FIELDS);
  const request = useAuthRequest();
  const problemText = useProblemText();

  async function submit() {
    const valid = fields.show({
      email: problemText(checkEmail(email)),
      password: problemText(checkPassword(password)),
    });
    if (!valid) return;
    const body: LoginBody = { email: email.trim(), password };
    const outcome = await request.run(() => api.post(AUTH_API.login, body, { schema: sessionStatusSchema }));
    if (!outcome) return;
    if (outcome.ok) {
      // The session service schedules the refresh and tells the shell that someone is logged in.
      await session.start();
      navigate(next, { replace: true });
      return;
    }
    const { failure } = outcome;
    if (failure.code === 'PASSWORD_RESET_REQUIRED') {
      const resetTicket = resetTicketOf(outcome.error);
      // Without the ticket the forced reset cannot work; the e-mailed reset code reaches the same end.
      const state: AccountFlowState = resetTicket
        ? { email: body.email, resetTicket, from: next }
        : { email: body.email, notice: 'resetRequired' };
      navigate(resetTicket ? forcedResetRoute.defaultPath : forgotPasswordRoute.defaultPath, { state });
      return;
    }
    if (failure.code === 'EMAIL_NOT_CONFIRMED') {
      const state: AccountFlowState = { email: body.email, notice: 'emailNotConfirmed' };
      navigate(confirmSignUpRoute.defaultPath, { state });
      return;
    }
    request.setFailure(failure);
  }

  // Someone already logged in (a bookmark, the back button) has nothing to do here.
  if (status === 'loggedIn' && !request.running) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title={t('login.title')}
      onSubmit={() => void submit()}
      messages={
        <>
          {status === 'expired' && <Notice>{t('login.sessionExpired')}</Notice>}
          <NoticeText notice={flow.notice} />
          <FailureText failure={request.failure} alertRef={request.alertRef} />
        </>
      }
      footer={
        <>
          <p>
            <Link to={forgotPasswordRoute.defaultPath} state={{ email }}>
              {t('login.forgot')}
            </Link>
          </p>
          <p>
            {t('login.noAccount')} <Link to={signUpRoute.defaultPath}>{t('login.signUp')}</Link>
          </p>
        </>
      }
    >
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        value={email}
        onValue={setEmail}
        error={fields.errors.email}
        inputRef={fields.register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        error={fields.errors.password}
        inputRef={fields.register('password')}
      />
      <SubmitButton type="submit" aria-disabled={request.running}>
        {request.running ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
    </AuthLayout>
  );
}
