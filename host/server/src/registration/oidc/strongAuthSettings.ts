import type { StrongAuthSettings } from '@portal/core/server';

/** The provider's settings are core's type: the account plugin's OIDC client reads them. */
export type { StrongAuthSettings };

export const DEFAULT_STRONG_AUTH_SCOPE = 'openid profile';
export const DEFAULT_PERSON_ID_CLAIM = 'hetu';
