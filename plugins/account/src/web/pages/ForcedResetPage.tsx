import { ErrorState } from '@portal/ui';
import { SessionServiceRef, useService } from '@portal/core';
import { Link } from 'react-router-dom';
import { AUTH_API, passwordChangedResponseSchema, sessionStatusSchema } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { useAccountScreen } from '../hooks/useAccountScreen';
import { loginRoute } from '../routes';

const FIELDS = ['newPassword', 'confirmation'] as const;

/**
 * `/vaihda-salasana`: the first login with a password an administrator set. Login answered
 * PASSWORD_RESET_REQUIRED with a short-lived ticket; with it the user picks a new password and is then
 * logged in with it straight away, so the forced detour costs one form, not two.
 */
export default function ForcedResetPage() {
  const screen = useAccountScreen('forced', FIELDS);
  const { t, api, navigate, flow, form, request } = screen;
  const session = useService(SessionServiceRef);
  const password = form.values.newPassword;

  if (!flow.resetTicket || !flow.email) {
    // Reached directly (bookmark, reload after the ticket's state was lost): the way in is logging in.
    return (
      <AuthLayout
        screen={screen}
        intro={null}
        withoutFields
        onSubmit={() => navigate(loginRoute.defaultPath)}
        messages={<ErrorState>{t('forced.noTicket')}</ErrorState>}
        submitLabel={t('forced.toLogin')}
      />
    );
  }
  const { resetTicket, email } = flow;

  async function submit() {
    if (!form.validate()) return;
    await request.send(
      async () => {
        await api.post(AUTH_API.forceResetPassword, { resetTicket, newPassword: password }, { schema: passwordChangedResponseSchema });
        return api
          .post(AUTH_API.login, { email, password }, { schema: sessionStatusSchema })
          .then(() => true)
          .catch(() => false);
      },
      async (loggedIn) => {
        if (loggedIn) {
          await session.start();
          navigate(flow.from ?? '/', { replace: true });
          return;
        }
        // The password did change; only the automatic login failed. Let the person log in themselves.
        screen.goTo(loginRoute.defaultPath, { email, notice: 'passwordChanged' }, true);
      },
    );
  }

  return (
    <AuthLayout
      screen={screen}
      onSubmit={submit}
      messages={
        request.failure?.key === 'RESET_TICKET_INVALID' && (
          <p>
            <Link to={loginRoute.defaultPath} state={{ email }}>
              {t('forced.toLogin')}
            </Link>
          </p>
        )
      }
      before={
        <p>
          {t('fields.email')}: <strong>{email}</strong>
        </p>
      }
    />
  );
}
