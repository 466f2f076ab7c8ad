import { loginRequestSchema, newPasswordSchema, signUpRequestSchema } from '../../contract/auth';
import { CODE_PATTERN } from '../../contract/auth';

/**
 * Field checks before sending, made with the server's own schemas so the two can never disagree;
 * each returns a translation key under `validation.` or null. The server checks again regardless.
 */
export type FieldProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsDiffer'
  | 'nameRequired'
  | 'phoneInvalid'
  | 'codeInvalid';

/** Shown in the hint and the too-short message, read from the schema rather than repeated. */
export const NEW_PASSWORD_MIN = newPasswordSchema.minLength ?? 10;

export function checkEmail(value: string): FieldProblem | null {
  if (value.trim() === '') return 'emailRequired';
  return loginRequestSchema.shape.email.safeParse(value).success ? null : 'emailInvalid';
}

export function checkPassword(value: string): FieldProblem | null {
  return value === '' ? 'passwordRequired' : null;
}

export function checkNewPassword(value: string): FieldProblem | null {
  if (value === '') return 'passwordRequired';
  if (value.length < NEW_PASSWORD_MIN) return 'passwordTooShort';
  return newPasswordSchema.safeParse(value).success ? null : 'passwordTooLong';
}

export function checkConfirmation(password: string, confirmation: string): FieldProblem | null {
  return password === confirmation ? null : 'passwordsDiffer';
}

export function checkName(value: string): FieldProblem | null {
  return signUpRequestSchema.shape.name.safeParse(value).success ? null : 'nameRequired';
}

/** Optional: only a given number is checked. */
export function checkPhone(value: string): FieldProblem | null {
  if (value.trim() === '') return null;
  return signUpRequestSchema.shape.phone.safeParse(value).success ? null : 'phoneInvalid';
}

/** People paste codes with spaces ("123 456"); those are not part of the code. */
export function normaliseCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function checkCode(value: string): FieldProblem | null {
  return CODE_PATTERN.test(normaliseCode(value)) ? null : 'codeInvalid';
}
