import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: the value of a session or refresh cookie, or a reset ticket. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256: a leaked table does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits from a CSPRNG, leading zeros kept. */
export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * A short code has few possible values, so its hash is bound to the account and purpose: a hash table
 * of all million codes then works for one row only, and the attempt limit does the rest.
 */
export function hashCode(userId: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${userId}:${code}`).digest('hex');
}
