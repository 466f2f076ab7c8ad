/** Sent as `X-Web-Version` on every API call (requirements §9), so the server can refuse outdated clients. */
export const WEB_VERSION = '0.1.0';
export const WEB_VERSION_HEADER = 'X-Web-Version';
