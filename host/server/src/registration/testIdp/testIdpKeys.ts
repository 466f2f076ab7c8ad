import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

/** The provider's signing key: made at start, kept in memory (a restart rotates it, as providers do). */
export interface TestIdpKeys {
  readonly jwks: { keys: JWK[] };
  sign(claims: JWTPayload, issuedAt: Date, lifetimeSeconds: number): Promise<string>;
}

export async function createTestIdpKeys(): Promise<TestIdpKeys> {
  const kid = randomUUID();
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = await exportJWK(publicKey as CryptoKey);
  return {
    jwks: { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] },
    sign(claims, issuedAt, lifetimeSeconds) {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .sign(privateKey);
    },
  };
}
