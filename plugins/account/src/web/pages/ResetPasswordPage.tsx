import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_API, passwordChangedResponseSchema, type ResetPasswordBody } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { SubmitButton } from '../components/buttons';
import { FailureText } from '../components/FailureText';
import { NoticeText } from '../components/NoticeText';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { TextField } from '../components/TextField';
import { useAuthRequest } from '../hooks/useAuthRequest';
import { useFieldErrors } from '../hooks/useFieldErrors';
import { useProblemText } from '../hooks/useProblemText';
import { checkCode, checkConfirmation, checkEmail, checkNewPassword, normaliseCode } from '../model/fieldRules';
import { readFlowState, type AccountFlowState } from '../model/flowState';
import { forgotPasswordRoute, loginRoute } from '../routes';

const FIELDS = ['email', 'code', 'password', 'confirmation'] as const;

/**
 * `/uusi-salasana`: the reset code and a new password. Success logs the account out everywhere
 * (server rule), so the next step is logging in with the new password.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const api = useService(ApiClientRef);
  const navigate = useNavigate();
  const flow = readFlowState(useLocation().state);
  const [email, setEmail] = useState(flow.email ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fields = useFieldErrors(FIELDS);
  const request = useAuthRequest();
  const problemText = useProblemText();

  async function submit() {
    const valid = fields.show({
      email: problemText(checkEmail(email)),
      code: problemText(checkCode(code)),
      password: problemText(checkNewPassword(password)),
      confirmation: problemText(checkConfirmation(password, confirmation)),
    });
    if (!valid) return;
    const body: ResetPasswordBody = { email: email.trim(), code: normaliseCode(code), newPassword: password };
    const outcome = await request.run(() => api.post(AUTH_API.resetPassword, body, { schema: passwordChangedResponseSchema }));
    if (!outcome) return;
    if (outcome.ok) {
      const state: AccountFlowState = { email: body.email, notice: 'passwordChanged' };
      navigate(loginRoute.defaultPath, { state, replace: true });
      return;
    }
    request.setFailure(outcome.failure);
  }

  return (
    <AuthLayout
      title={t('reset.title')}
      intro={t('reset.intro')}
      onSubmit={() => void submit()}
      messages={
        <>
          <NoticeText notice={flow.notice} />
          <FailureText failure={request.failure} alertRef={request.alertRef} />
        </>
      }
      footer={
        <p>
          <Link to={forgotPasswordRoute.defaultPath} state={{ email }}>
            {t('reset.requestCode')}
          </Link>
        </p>
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
        label={t('fields.code')}
        hint={t('fields.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValue={setCode}
        error={fields.errors.code}
        inputRef={fields.register('code')}
      />
      <NewPasswordFields
        password={password}
        onPassword={setPassword}
        confirmation={confirmation}
        onConfirmation={setConfirmation}
        errors={fields.errors}
        register={fields.register}
      />
      <SubmitButton type="submit" aria-disabled={request.running}>
        {request.running ? t('reset.submitting') : t('reset.submit')}
      </SubmitButton>
    </AuthLayout>
  );
}
