import { useTranslation } from '@portal/core';
import { NEW_PASSWORD_MIN } from '../model/fieldRules';
import { TextField } from './TextField';

type PasswordField = 'password' | 'confirmation';

export interface NewPasswordFieldsProps {
  readonly password: string;
  readonly onPassword: (value: string) => void;
  readonly confirmation: string;
  readonly onConfirmation: (value: string) => void;
  /** From the page's `useFieldErrors`, whose fields include `password` and `confirmation`. */
  readonly errors: Readonly<Partial<Record<PasswordField, string>>>;
  readonly register: (name: PasswordField) => (element: HTMLInputElement | null) => void;
}

/** A new password and its confirmation: the same pair in sign-up, password reset and forced reset. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: NEW_PASSWORD_MIN })}
        value={props.password}
        onValue={props.onPassword}
        error={props.errors.password}
        inputRef={props.register('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={props.confirmation}
        onValue={props.onConfirmation}
        error={props.errors.confirmation}
        inputRef={props.register('confirmation')}
      />
    </>
  );
}
