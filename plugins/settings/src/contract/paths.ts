/**
 * The plugin's API paths. `:id` is always the caller's own user id; another user's id answers 404.
 * SETTINGS_API builds the web's URLs (with the /api prefix the ApiClient expects).
 */
export const SETTINGS_API = {
  items: (userId: string) => `/api/v1/settings/user/${encodeURIComponent(userId)}/items`,
};
