import { acceptedResponseSchema, AUTH_API } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { useAccountScreen } from '../hooks/useAccountScreen';
import { loginRoute, resetPasswordRoute } from '../routes';

const FIELDS = ['email'] as const;

/**
 * `/unohtunut-salasana`: asks for a reset code. The server answers the same whether or not the
 * address has an account, so the next screen says "if", and this page cannot be used to list accounts.
 */
export default function ForgotPasswordPage() {
  const screen = useAccountScreen('forgot', FIELDS, { email: 'email' });
  const { t, api, form, request } = screen;

  async function submit() {
    if (!form.validate()) return;
    const body = { email: form.values.email.trim() };
    await request.send(
      () => api.post(AUTH_API.sendResetPasswordCode, body, { schema: acceptedResponseSchema }),
      () => screen.goTo(resetPasswordRoute.defaultPath, { email: body.email, notice: 'codeSent' }),
    );
  }

  return <AuthLayout screen={screen} onSubmit={submit} links={[{ to: loginRoute.defaultPath, label: t('forgot.back') }]} />;
}
