/**
 * The identification in progress, kept in sessionStorage across the trip to the provider and back
 * (the page is left and loaded again). Only the attempt id and where it started: the state, nonce and
 * PKCE verifier stay on the server.
 */
export type ProofPurpose = 'register' | 'add';

export interface PendingIdentification {
  readonly attemptId: string;
  readonly purpose: ProofPurpose;
}

const KEY = 'portal.account.strongAuthAttempt';

export function rememberIdentification(pending: PendingIdentification): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function pendingIdentification(): PendingIdentification | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingIdentification> | null;
    if (!value || typeof value.attemptId !== 'string') return null;
    return { attemptId: value.attemptId, purpose: value.purpose === 'add' ? 'add' : 'register' };
  } catch {
    return null; // something else wrote the key: nothing of ours is pending
  }
}

export function forgetIdentification(): void {
  sessionStorage.removeItem(KEY);
}
