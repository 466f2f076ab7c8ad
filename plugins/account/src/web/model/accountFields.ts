import { checkCode, checkConfirmation, checkEmail, checkName, checkNewPassword, checkPassword, checkPhone, type FieldProblem } from './fieldRules';

/** Every field an account screen asks for. `newPassword` and `confirmation` always come as a pair. */
export type AccountFieldName = 'name' | 'email' | 'phone' | 'password' | 'code' | 'newPassword' | 'confirmation';

export type AccountValues = Readonly<Record<AccountFieldName, string>>;

/** How one field is drawn and checked; the screens only list which fields they have. */
export interface AccountFieldSpec {
  /** Under `fields.` in the account translations. */
  readonly label: string;
  readonly hint?: string;
  readonly type?: 'email' | 'password' | 'tel';
  readonly inputMode?: 'numeric';
  readonly autoComplete: string;
  /** Sees every value, so the confirmation can be compared with the new password. */
  readonly check: (value: string, values: AccountValues) => FieldProblem | null;
}

export const ACCOUNT_FIELDS: Readonly<Record<AccountFieldName, AccountFieldSpec>> = {
  name: { label: 'name', autoComplete: 'name', check: checkName },
  // "username" lets password managers pair the address with the password on log-in screens.
  email: { label: 'email', type: 'email', autoComplete: 'username', check: checkEmail },
  phone: { label: 'phone', type: 'tel', autoComplete: 'tel', check: checkPhone },
  password: { label: 'password', type: 'password', autoComplete: 'current-password', check: checkPassword },
  code: { label: 'code', hint: 'codeHint', inputMode: 'numeric', autoComplete: 'one-time-code', check: checkCode },
  newPassword: { label: 'newPassword', hint: 'passwordHint', type: 'password', autoComplete: 'new-password', check: checkNewPassword },
  confirmation: {
    label: 'confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
    check: (value, values) => checkConfirmation(values.newPassword, value),
  },
};
