import { DISPLAY_NAME_MAX } from '../../contract/locations';

export type DisplayNameProblem = 'required' | 'tooLong';

/** The same rule as the server's body schema (1–60 characters after trimming), checked before sending. */
export function validateDisplayName(value: string): DisplayNameProblem | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length > DISPLAY_NAME_MAX) return 'tooLong';
  return null;
}
