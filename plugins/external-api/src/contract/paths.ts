/**
 * The plugin's API paths (with the /api prefix the ApiClient and curl use).
 * - Key management (a company's main user, session + B2B): under the B2B user paths; `:id` is always
 *   the caller's own user id, another id answers 404.
 * - External API v1 (requirements §7, authorization header): under /api/external/v1, called with
 *   `Authorization: Bearer <key>`; a key sees its own company's places only.
 */
export const EXTERNAL_API_API = {
  keys: (userId: string) => `/api/v2/b2b/servicelocation/user/${encodeURIComponent(userId)}/apiKeys`,
  createKey: (company: string, userId: string) =>
    `/api/v2/b2b/company/${encodeURIComponent(company)}/servicelocation/user/${encodeURIComponent(userId)}/apiKeys`,
  revokeKey: (company: string, userId: string, keyId: string) =>
    `/api/v2/b2b/company/${encodeURIComponent(company)}/servicelocation/user/${encodeURIComponent(userId)}/apiKeys/${encodeURIComponent(keyId)}`,
};

export const EXTERNAL_V1 = {
  locations: '/api/external/v1/locations',
  searchSummary: '/api/external/v1/locations/search/summary',
  timeseries: (place: string) => `/api/external/v1/locations/${encodeURIComponent(place)}/timeseries`,
  pricing: (place: string) => `/api/external/v1/locations/${encodeURIComponent(place)}/pricing`,
  details: (place: string) => `/api/external/v1/locations/${encodeURIComponent(place)}/details`,
};
