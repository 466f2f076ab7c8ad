import { createHash, randomBytes } from 'node:crypto';

/** Every key starts so: a secret scanner (and a person) can tell a portal API key from other text. */
export const KEY_PREFIX = 'vpk_';

/**
 * A new key: `vpk_` + 32 random bytes (256 bits) in base64url. Stored only as its SHA-256 (see
 * hashKey); the first 12 characters are kept in clear so the list can show which key is which.
 */
export function newKeySecret(): { secret: string; hash: string; prefix: string } {
  const secret = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashKey(secret), prefix: secret.slice(0, 12) };
}

/**
 * SHA-256 hex. A slow password hash (scrypt) protects guessable passwords; a 256-bit random key cannot
 * be guessed, so a fast hash is as safe and lets every call look the key up by its hash in one index probe.
 */
export function hashKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The key of an `Authorization: Bearer <key>` header (also `ApiKey <key>`), or null. */
export function keyOfHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(?:Bearer|ApiKey)\s+(\S{1,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}
