import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { acceptedResponseSchema, AUTH_API, confirmSignUpResponseSchema } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { FormLinkButton, SubmitButton } from '../components/buttons';
import { FailureText } from '../components/FailureText';
import { Notice } from '../components/Messages';
import { NoticeText } from '../components/NoticeText';
import { TextField } from '../components/TextField';
import { useAuthRequest } from '../hooks/useAuthRequest';
import { useFieldErrors } from '../hooks/useFieldErrors';
import { useProblemText } from '../hooks/useProblemText';
import { checkCode, checkEmail, normaliseCode } from '../model/fieldRules';
import { readFlowState, type AccountFlowState } from '../model/flowState';
import { loginRoute } from '../routes';

const FIELDS = ['email', 'code'] as const;

/** `/vahvista`: the sign-up code from the e-mail, and a way to have a new one sent. */
export default function ConfirmSignUpPage() {
  const { t } = useTranslation('account');
  const api = useService(ApiClientRef);
  const navigate = useNavigate();
  const flow = readFlowState(useLocation().state);
  const [email, setEmail] = useState(flow.email ?? '');
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const fields = useFieldErrors(FIELDS);
  const request = useAuthRequest();
  const problemText = useProblemText();

  async function submit() {
    const valid = fields.show({ email: problemText(checkEmail(email)), code: problemText(checkCode(code)) });
    if (!valid) return;
    const body = { email: email.trim(), code: normaliseCode(code) };
    const outcome = await request.run(() => api.post(AUTH_API.confirmSignUp, body, { schema: confirmSignUpResponseSchema }));
    if (!outcome) return;
    if (outcome.ok) {
      const state: AccountFlowState = { email: body.email, notice: 'confirmed' };
      navigate(loginRoute.defaultPath, { state, replace: true });
      return;
    }
    request.setFailure(outcome.failure);
  }

  async function resend() {
    // Only the address is needed; checking the code field here would only get in the way.
    if (!fields.show({ email: problemText(checkEmail(email)) })) return;
    setResent(false);
    const outcome = await request.run(() =>
      api.post(AUTH_API.resendSignUpCode, { email: email.trim() }, { schema: acceptedResponseSchema }),
    );
    if (!outcome) return;
    if (outcome.ok) setResent(true);
    else request.setFailure(outcome.failure);
  }

  return (
    <AuthLayout
      title={t('confirm.title')}
      intro={flow.email ? t('confirm.intro', { email: flow.email }) : t('confirm.introNoEmail')}
      onSubmit={() => void submit()}
      messages={
        <>
          <NoticeText notice={flow.notice} />
          {resent && <Notice>{t('confirm.resent')}</Notice>}
          <FailureText failure={request.failure} alertRef={request.alertRef} />
        </>
      }
      footer={
        <FormLinkButton type="button" onClick={() => void resend()} aria-disabled={request.running}>
          {t('confirm.resend')}
        </FormLinkButton>
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
      <TextField
        label={t('fields.code')}
        hint={t('fields.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValue={setCode}
        error={fields.errors.code}
        inputRef={fields.register('code')}
      />
      <SubmitButton type="submit" aria-disabled={request.running}>
        {request.running ? t('confirm.submitting') : t('confirm.submit')}
      </SubmitButton>
    </AuthLayout>
  );
}
