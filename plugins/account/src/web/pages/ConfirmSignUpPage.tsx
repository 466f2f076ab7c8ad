import { LinkButton, StatusMessage } from '@portal/ui';
import { useState } from 'react';
import { acceptedResponseSchema, AUTH_API, confirmSignUpResponseSchema } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { useAccountScreen } from '../hooks/useAccountScreen';
import { normaliseCode } from '../model/fieldRules';
import { loginRoute, registerCustomerRoute } from '../routes';

const FIELDS = ['email', 'code'] as const;

/** `/vahvista`: the sign-up code from the e-mail, and a way to have a new one sent. */
export default function ConfirmSignUpPage() {
  const screen = useAccountScreen('confirm', FIELDS, { email: 'email' });
  const { t, api, flow, form, request } = screen;
  const [resent, setResent] = useState(false);

  async function submit() {
    if (!form.validate()) return;
    const body = { email: form.values.email.trim(), code: normaliseCode(form.values.code) };
    await request.send(
      () => api.post(AUTH_API.confirmSignUp, body, { schema: confirmSignUpResponseSchema }),
      // A new login has no customership yet: after logging in, the person goes on to register as a customer.
      () =>
        screen.goTo(
          `${loginRoute.defaultPath}?next=${encodeURIComponent(registerCustomerRoute.defaultPath)}`,
          { email: body.email, notice: 'confirmed' },
          true,
        ),
    );
  }

  async function resend() {
    // Only the address is needed; checking the code field here would only get in the way.
    if (!form.validate(['email'])) return;
    setResent(false);
    await request.send(
      () => api.post(AUTH_API.resendSignUpCode, { email: form.values.email.trim() }, { schema: acceptedResponseSchema }),
      () => setResent(true),
    );
  }

  return (
    <AuthLayout
      screen={screen}
      intro={flow.email ? t('confirm.intro', { email: flow.email }) : t('confirm.introNoEmail')}
      onSubmit={submit}
      messages={resent && <StatusMessage>{t('confirm.resent')}</StatusMessage>}
      footer={
        <div>
          <LinkButton type="button" onClick={() => void resend()} aria-disabled={request.running || undefined}>
            {t('confirm.resend')}
          </LinkButton>
        </div>
      }
    />
  );
}
