/**
 * The plugin's API paths. `:id` is always the caller's own user id; another user's id answers 404.
 * REPORTS_API builds the web's URLs (with the /api prefix the ApiClient expects).
 */
export const REPORTS_API = {
  items: (userId: string) => `/api/v1/reports/user/${encodeURIComponent(userId)}/items`,
};
