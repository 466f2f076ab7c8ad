import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { acceptedResponseSchema, AUTH_API } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { SubmitButton } from '../components/buttons';
import { FailureText } from '../components/FailureText';
import { NoticeText } from '../components/NoticeText';
import { TextField } from '../components/TextField';
import { useAuthRequest } from '../hooks/useAuthRequest';
import { useFieldErrors } from '../hooks/useFieldErrors';
import { useProblemText } from '../hooks/useProblemText';
import { checkEmail } from '../model/fieldRules';
import { readFlowState, type AccountFlowState } from '../model/flowState';
import { loginRoute, resetPasswordRoute } from '../routes';

const FIELDS = ['email'] as const;

/**
 * `/unohtunut-salasana`: asks for a reset code. The server answers the same whether or not the
 * address has an account, so the next screen says "if", and this page cannot be used to list accounts.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const api = useService(ApiClientRef);
  const navigate = useNavigate();
  const flow = readFlowState(useLocation().state);
  const [email, setEmail] = useState(flow.email ?? '');
  const fields = useFieldErrors(FIELDS);
  const request = useAuthRequest();
  const problemText = useProblemText();

  async function submit() {
    if (!fields.show({ email: problemText(checkEmail(email)) })) return;
    const body = { email: email.trim() };
    const outcome = await request.run(() => api.post(AUTH_API.sendResetPasswordCode, body, { schema: acceptedResponseSchema }));
    if (!outcome) return;
    if (outcome.ok) {
      const state: AccountFlowState = { email: body.email, notice: 'codeSent' };
      navigate(resetPasswordRoute.defaultPath, { state });
      return;
    }
    request.setFailure(outcome.failure);
  }

  return (
    <AuthLayout
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      onSubmit={() => void submit()}
      messages={
        <>
          <NoticeText notice={flow.notice} />
          <FailureText failure={request.failure} alertRef={request.alertRef} />
        </>
      }
      footer={
        <p>
          <Link to={loginRoute.defaultPath}>{t('forgot.back')}</Link>
        </p>
      }
    >
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={fields.errors.email}
        inputRef={fields.register('email')}
      />
      <SubmitButton type="submit" aria-disabled={request.running}>
        {request.running ? t('forgot.submitting') : t('forgot.submit')}
      </SubmitButton>
    </AuthLayout>
  );
}
