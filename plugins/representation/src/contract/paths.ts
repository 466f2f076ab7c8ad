/**
 * The plugin's API paths (requirements §7 "Representatives: POST remove, create, activate; GET eligible,
 * current", plus renew and the view log). `:id` is always the caller's own user id (`ownUserId`): the
 * representation routes are never reachable while acting for someone. REPRESENTATION_API builds the
 * web's URLs (with the /api prefix the ApiClient expects).
 */
const base = (userId: string) => `/api/v2/representatives/user/${encodeURIComponent(userId)}`;

export const REPRESENTATION_API = {
  eligible: (userId: string) => `${base(userId)}/eligible`,
  current: (userId: string) => `${base(userId)}/current`,
  create: (userId: string) => `${base(userId)}/create`,
  activate: (userId: string) => `${base(userId)}/activate`,
  remove: (userId: string) => `${base(userId)}/remove`,
  renew: (userId: string) => `${base(userId)}/renew`,
  views: (userId: string) => `${base(userId)}/views`,
  visibility: (userId: string) => `${base(userId)}/visibility`,
};

/** The web page the invitation mail links to; the token is in the query. */
export const ACTIVATION_PAGE_PATH = '/lukuoikeudet/aktivoi';
