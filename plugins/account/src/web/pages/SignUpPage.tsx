import { ApiClientRef, CORE_MODALS, useModal, useService, useTranslation } from '@portal/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_API, signUpResponseSchema, type SignUpBody } from '../../contract/auth';
import { AuthLayout } from '../components/AuthLayout';
import { SubmitButton } from '../components/buttons';
import { FailureText } from '../components/FailureText';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { TextField } from '../components/TextField';
import { useAuthRequest } from '../hooks/useAuthRequest';
import { useFieldErrors } from '../hooks/useFieldErrors';
import { useProblemText } from '../hooks/useProblemText';
import { checkConfirmation, checkEmail, checkName, checkNewPassword, checkPhone } from '../model/fieldRules';
import type { AccountFlowState } from '../model/flowState';
import { confirmSignUpRoute, loginRoute } from '../routes';

const FIELDS = ['name', 'email', 'phone', 'password', 'confirmation'] as const;

/**
 * `/rekisteroidy`. On success the confirmation code is on its way and the next screen asks for it.
 * An address that already has an account opens core's "account already exists" modal (SPEC §8) and
 * leaves the way out (log in, reset the password) in the form's message.
 */
export default function SignUpPage() {
  const { t } = useTranslation('account');
  const api = useService(ApiClientRef);
  const modals = useModal();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fields = useFieldErrors(FIELDS);
  const request = useAuthRequest();
  const problemText = useProblemText();

  async function submit() {
    const valid = fields.show({
      name: problemText(checkName(name)),
      email: problemText(checkEmail(email)),
      phone: problemText(checkPhone(phone)),
      password: problemText(checkNewPassword(password)),
      confirmation: problemText(checkConfirmation(password, confirmation)),
    });
    if (!valid) return;
    const body: SignUpBody = {
      name: name.trim(),
      email: email.trim(),
      password,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
    };
    const outcome = await request.run(() => api.post(AUTH_API.signUp, body, { schema: signUpResponseSchema }));
    if (!outcome) return;
    if (outcome.ok) {
      const state: AccountFlowState = { email: outcome.value.email };
      navigate(confirmSignUpRoute.defaultPath, { state });
      return;
    }
    request.setFailure(outcome.failure);
    if (outcome.failure.code === 'ACCOUNT_ALREADY_EXISTS') modals.open(CORE_MODALS.accountAlreadyExists);
  }

  return (
    <AuthLayout
      title={t('signUp.title')}
      intro={t('signUp.intro')}
      onSubmit={() => void submit()}
      messages={<FailureText failure={request.failure} alertRef={request.alertRef} />}
      footer={
        <p>
          {t('signUp.haveAccount')} <Link to={loginRoute.defaultPath}>{t('signUp.login')}</Link>
        </p>
      }
    >
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        value={name}
        onValue={setName}
        error={fields.errors.name}
        inputRef={fields.register('name')}
      />
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
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        value={phone}
        onValue={setPhone}
        error={fields.errors.phone}
        inputRef={fields.register('phone')}
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
        {request.running ? t('signUp.submitting') : t('signUp.submit')}
      </SubmitButton>
    </AuthLayout>
  );
}
