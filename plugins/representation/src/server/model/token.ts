import { createHash, randomBytes } from 'node:crypto';

/** A fresh activation token (256 random bits, URL-safe) and the hash the database keeps of it. */
export function newActivationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashActivationToken(token) };
}

/** Only the hash is stored: a copy of the database does not let anyone activate a grant. */
export function hashActivationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
