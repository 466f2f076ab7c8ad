import { createHash, randomInt } from 'node:crypto';

/** Six digits from a CSPRNG, leading zeros kept: what the person types from the mail. */
export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * A six-digit code has few possible values, so its stored hash is bound to the account and the new
 * address: a table of all million hashes then works for one row only, and the attempt limit does the
 * rest. Same construction as the host's account codes (host/server/src/auth/tokens.ts), so the rows
 * stored before the move still confirm.
 */
export function emailChangeCodeHash(userId: string, newEmail: string, code: string): string {
  return createHash('sha256').update(`email-change:${newEmail.toLowerCase()}:${userId}:${code}`).digest('hex');
}
