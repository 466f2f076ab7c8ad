import { AUTH_API, passwordChangedResponseSchema, type ResetPasswordBody } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { useAccountScreen } from '../hooks/useAccountScreen';
import { normaliseCode } from '../model/fieldRules';
import { forgotPasswordRoute, loginRoute } from '../routes';

const FIELDS = ['email', 'code', 'newPassword', 'confirmation'] as const;

/**
 * `/uusi-salasana`: the reset code and a new password. Success logs the account out everywhere
 * (server rule), so the next step is logging in with the new password.
 */
export default function ResetPasswordPage() {
  const screen = useAccountScreen('reset', FIELDS);
  const { t, api, form, request } = screen;

  async function submit() {
    if (!form.validate()) return;
    const { email, code, newPassword } = form.values;
    const body: ResetPasswordBody = { email: email.trim(), code: normaliseCode(code), newPassword };
    await request.send(
      () => api.post(AUTH_API.resetPassword, body, { schema: passwordChangedResponseSchema }),
      () => screen.goTo(loginRoute.defaultPath, { email: body.email, notice: 'passwordChanged' }, true),
    );
  }

  return (
    <AuthLayout
      screen={screen}
      onSubmit={submit}
      links={[{ to: forgotPasswordRoute.defaultPath, label: t('reset.requestCode'), state: { email: form.values.email } }]}
    />
  );
}
