/**
 * The plugin's API paths (requirements §7 "Usage reports"). `:id` is the caller's own user id; another user's
 * id, place or report answers 404. REPORTS_API builds the web's URLs (with the /api prefix).
 */
const enc = encodeURIComponent;

export const REPORTS_API = {
  list: (userId: string) => `/api/v2/reports/user/${enc(userId)}`,
  create: (userId: string, locationIdentifier: string) => `/api/v2/reports/user/${enc(userId)}/location/${enc(locationIdentifier)}`,
  pdf: (userId: string, reportId: string) => `/api/v2/reports/user/${enc(userId)}/report/${enc(reportId)}/pdf`,
  csv: (userId: string, reportId: string) => `/api/v2/reports/user/${enc(userId)}/report/${enc(reportId)}/csv`,
};

export const REPORTS_ROUTES = {
  list: '/v2/reports/user/:id',
  create: '/v2/reports/user/:id/location/:locationIdentifier',
  pdf: '/v2/reports/user/:id/report/:reportId/pdf',
  csv: '/v2/reports/user/:id/report/:reportId/csv',
} as const;
