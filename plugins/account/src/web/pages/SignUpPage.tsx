import { CORE_MODALS, useModal } from '@portal/core';
import { AUTH_API, signUpResponseSchema, type SignUpBody } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { useAccountScreen } from '../hooks/useAccountScreen';
import { confirmSignUpRoute, loginRoute } from '../routes';

const FIELDS = ['name', 'email', 'phone', 'newPassword', 'confirmation'] as const;

/**
 * `/rekisteroidy`. On success the confirmation code is on its way and the next screen asks for it.
 * An address that already has an account opens core's "account already exists" modal (requirements §8) and
 * leaves the way out (log in, reset the password) in the form's message.
 */
export default function SignUpPage() {
  const screen = useAccountScreen('signUp', FIELDS, { email: 'email' });
  const { t, api, form, request } = screen;
  const modals = useModal();

  async function submit() {
    if (!form.validate()) return;
    const { name, email, phone, newPassword } = form.values;
    const body: SignUpBody = {
      name: name.trim(),
      email: email.trim(),
      password: newPassword,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
    };
    await request.send(
      () => api.post(AUTH_API.signUp, body, { schema: signUpResponseSchema }),
      (value) => screen.goTo(confirmSignUpRoute.defaultPath, { email: value.email }),
      (failure) => {
        if (failure.code === 'ACCOUNT_ALREADY_EXISTS') modals.open(CORE_MODALS.accountAlreadyExists);
        // The message stays in the form too, with the ways out linked.
        return false;
      },
    );
  }

  return (
    <AuthLayout screen={screen} onSubmit={submit} links={[{ to: loginRoute.defaultPath, label: t('signUp.login'), lead: t('signUp.haveAccount') }]} />
  );
}
