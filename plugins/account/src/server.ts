/**
 * The account plugin has no server routes of its own: the ten auth calls are the API host's (they
 * need its session store and mail outbox). This entry exists so the server side can import the same
 * per-call schemas the screens use; it exports no ServerPlugin, so host discovery mounts nothing.
 */
export { AUTH_API, AUTH_SCHEMAS, AUTH_ERROR_CODES, type AuthCall, type AuthErrorCode } from './contract/auth';
