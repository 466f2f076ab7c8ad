/**
 * The plugin's API paths. `:id` is always the caller's own user id; another user's id answers 404.
 * B2B_API builds the web's URLs (with the /api prefix the ApiClient expects).
 */
export const B2B_API = {
  items: (userId: string) => `/api/v1/b2b/user/${encodeURIComponent(userId)}/items`,
};
