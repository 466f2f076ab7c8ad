import { CODE_PATTERN } from '../../contract/authPaths';

/**
 * Field checks before sending; each returns a translation key under `validation.` or null. The server
 * checks again with its zod schemas (core's auth contracts) regardless. These are written without zod
 * because every account screen, the login screen in index.html's preload among them, uses them, and
 * zod was most of that preload; fieldRules.test.ts holds them to the server schemas' answers.
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

/** The server's new-password bounds (core's newPasswordSchema); shown in the hint and the too-short message. */
export const NEW_PASSWORD_MIN = 10;
export const NEW_PASSWORD_MAX = 200;
const EMAIL_MAX = 254;
const NAME_MAX = 200;
/** The address pattern zod's `.email()` uses, which the server's schema applies after trimming and lower-casing. */
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;
const PHONE_PATTERN = /^\+?[0-9 ()-]{5,20}$/;

export function checkEmail(value: string): FieldProblem | null {
  const address = value.trim().toLowerCase();
  if (address === '') return 'emailRequired';
  return EMAIL_PATTERN.test(address) && address.length <= EMAIL_MAX ? null : 'emailInvalid';
}

export function checkPassword(value: string): FieldProblem | null {
  return value === '' ? 'passwordRequired' : null;
}

export function checkNewPassword(value: string): FieldProblem | null {
  if (value === '') return 'passwordRequired';
  if (value.length < NEW_PASSWORD_MIN) return 'passwordTooShort';
  return value.length <= NEW_PASSWORD_MAX ? null : 'passwordTooLong';
}

export function checkConfirmation(password: string, confirmation: string): FieldProblem | null {
  return password === confirmation ? null : 'passwordsDiffer';
}

export function checkName(value: string): FieldProblem | null {
  const name = value.trim();
  return name.length >= 1 && name.length <= NAME_MAX ? null : 'nameRequired';
}

/** Optional: only a given number is checked. */
export function checkPhone(value: string): FieldProblem | null {
  const phone = value.trim();
  if (phone === '') return null;
  return PHONE_PATTERN.test(phone) ? null : 'phoneInvalid';
}

/** People paste codes with spaces ("123 456"); those are not part of the code. */
export function normaliseCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function checkCode(value: string): FieldProblem | null {
  return CODE_PATTERN.test(normaliseCode(value)) ? null : 'codeInvalid';
}
