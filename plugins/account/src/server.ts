/**
 * The account plugin's server entry: its ServerPlugin (registration and strong identification), the
 * OpenID Connect client (for the host's integration test against its test identity provider), and the
 * per-call auth schemas the screens also use.
 */
export { accountServerPlugin, accountServerPlugin as default } from './server/accountServerPlugin';
export { createOidcClient, pkceChallenge, randomToken, StrongAuthError, type StrongAuthFailure } from './server/registration/oidc/oidcClient';
export { AUTH_API, AUTH_SCHEMAS, AUTH_ERROR_CODES, type AuthCall, type AuthErrorCode } from './contract/auth';
