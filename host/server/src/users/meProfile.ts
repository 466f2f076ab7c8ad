import type { CustomerCode } from '@portal/core/server';
import type { UiMode } from './userStore';

/**
 * What GET /v2/me tells about the signed-in user. It is loaded with the session itself (see
 * ../auth/sessionAuth.ts): /v2/me is the portal's most frequent call (every page load), and a second
 * round trip per request cost more than the extra columns do.
 */
export interface MeProfile {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly phone: string | null;
  readonly verified: boolean;
  readonly uiMode: UiMode;
  readonly subscribedToTips: boolean;
  /** At every company: one user base spans the companies. */
  readonly customerCodes: CustomerCode[];
}
