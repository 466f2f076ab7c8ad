import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { registerCache } from '@portal/core/server';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto). Stored as
 * `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes.
 */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** 2^15 × 8 × 128 B = 32 MiB per hash: costly for a GPU farm, ~50–100 ms for us. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is exactly the need of N=2^15,r=8; leave headroom.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password and for a malformed stored value; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of nothing in particular: verifying against it when the account does not exist makes an
 * unknown email cost the same time as a wrong password, so timing does not reveal who has an account.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

// Listed for developers; the hash itself is never shown (it is a password hash, whatever it hashes).
// Dropping it makes the next unknown-account login compute a new one.
registerCache({
  name: 'dummy-password-hash',
  description: 'The scrypt hash unknown-account logins are verified against (equal timing); computed once.',
  keys: () => (dummyHash ? ['value'] : []),
  read: (key) => (key === 'value' && dummyHash ? { computed: true } : undefined),
  delete(key) {
    if (key !== 'value' || !dummyHash) return false;
    dummyHash = undefined;
    return true;
  },
});
