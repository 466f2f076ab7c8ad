import { createHmac } from 'node:crypto';

// The code's shape and check character are core's (pure, shared with the admin search); the keyed
// digest stays here with the key, and reaches plugins only as core's personIdDigestServiceRef.
export { hetuCheckChar, normalizeHetu } from '@portal/domain';

/**
 * The development key of the digest: used only when PERSON_ID_KEY is not set outside production, and
 * by the demo data set (whose customer register must match the test identity provider's persons).
 */
export const DEVELOPMENT_PERSON_ID_KEY = 'development-only person id key; set PERSON_ID_KEY in production';

/** Keyed digest (HMAC-SHA256, hex) of a canonical hetu: what the customer register and attempts keep. */
export function personIdDigest(key: string, hetu: string): string {
  return createHmac('sha256', key).update(hetu, 'utf8').digest('hex');
}
