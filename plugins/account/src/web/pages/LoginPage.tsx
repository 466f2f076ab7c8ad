import { SessionServiceRef, sessionStatusAnswerSchema, useService, useSession } from '@portal/core';
import { StatusMessage } from '@portal/ui';
import { Navigate } from 'react-router-dom';
import type { LoginBody } from '../../contract/auth';
import { AUTH_API } from '../../contract/authPaths';
import { AuthLayout } from '../components/AuthLayout';
import { useAccountScreen } from '../hooks/useAccountScreen';
import { resetTicketOf } from '../model/authErrorMessage';
import type { AccountFlowState } from '../model/flowState';
import { safeNextPath } from '../model/nextPath';
import { confirmSignUpRoute, forcedResetRoute, forgotPasswordRoute, signUpRoute } from '../routes';

const FIELDS = ['email', 'password'] as const;

/**
 * `/kirjaudu`. Besides success there are three outcomes that lead elsewhere: a password reset is
 * required (→ forced reset, with the ticket), the address is unconfirmed (→ confirm), and the ones the
 * person fixes here (wrong credentials, too many tries) with the way out linked in the message.
 */
export default function LoginPage() {
  const screen = useAccountScreen('login', FIELDS);
  const { t, api, navigate, form, request } = screen;
  const session = useService(SessionServiceRef);
  const { status } = useSession();
  const next = safeNextPath(screen.location.search);

  async function submit() {
    if (!form.validate()) return;
    const body: LoginBody = { email: form.values.email.trim(), password: form.values.password };
    await request.send(
      // Core's hand-written session-status check, not the zod schema: zod stays off the first screen's path.
      () => api.post(AUTH_API.login, body, { schema: sessionStatusAnswerSchema }),
      async () => {
        // The session service schedules the refresh and tells the shell that someone is logged in.
        await session.start();
        navigate(next, { replace: true });
      },
      (failure, error) => {
        if (failure.code === 'PASSWORD_RESET_REQUIRED') {
          const resetTicket = resetTicketOf(error);
          // Without the ticket the forced reset cannot work; the e-mailed reset code reaches the same end.
          const state: AccountFlowState = resetTicket
            ? { email: body.email, resetTicket, from: next }
            : { email: body.email, notice: 'resetRequired' };
          navigate(resetTicket ? forcedResetRoute.defaultPath : forgotPasswordRoute.defaultPath, { state });
          return true;
        }
        if (failure.code === 'EMAIL_NOT_CONFIRMED') {
          const state: AccountFlowState = { email: body.email, notice: 'emailNotConfirmed' };
          navigate(confirmSignUpRoute.defaultPath, { state });
          return true;
        }
        return false;
      },
    );
  }

  // Someone already logged in (a bookmark, the back button) has nothing to do here.
  if (status === 'loggedIn' && !request.running) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      screen={screen}
      onSubmit={submit}
      messages={status === 'expired' && <StatusMessage>{t('login.sessionExpired')}</StatusMessage>}
      links={[
        { to: forgotPasswordRoute.defaultPath, label: t('login.forgot'), state: { email: form.values.email } },
        { to: signUpRoute.defaultPath, label: t('login.signUp'), lead: t('login.noAccount') },
      ]}
    />
  );
}
