/**
 * The plugin's API paths (requirements §7 "monthly insights": pages, summary, topHours, ... per place and
 * month). `:id` is the active user (the caller, or the customer a representative reads for); another
 * user's id or place answers 404. MONTHLY_INSIGHTS_API builds the web's URLs (with the /api prefix).
 */
const enc = encodeURIComponent;
const place = (userId: string, locationIdentifier: string) => `/api/v2/insights/user/${enc(userId)}/location/${enc(locationIdentifier)}`;

export const MONTHLY_INSIGHTS_API = {
  places: (userId: string) => `/api/v2/insights/user/${enc(userId)}/locations`,
  pages: (userId: string, locationIdentifier: string, month?: string) =>
    `${place(userId, locationIdentifier)}/pages${month ? `?month=${enc(month)}` : ''}`,
  summary: (userId: string, locationIdentifier: string, month?: string) =>
    `${place(userId, locationIdentifier)}/summary${month ? `?month=${enc(month)}` : ''}`,
  topHours: (userId: string, locationIdentifier: string, month?: string) =>
    `${place(userId, locationIdentifier)}/topHours${month ? `?month=${enc(month)}` : ''}`,
  forecast: (userId: string, locationIdentifier: string) => `${place(userId, locationIdentifier)}/forecast`,
};

/** The same paths in Fastify syntax (no /api prefix). */
export const MONTHLY_INSIGHTS_ROUTES = {
  places: '/v2/insights/user/:id/locations',
  pages: '/v2/insights/user/:id/location/:locationIdentifier/pages',
  summary: '/v2/insights/user/:id/location/:locationIdentifier/summary',
  topHours: '/v2/insights/user/:id/location/:locationIdentifier/topHours',
  forecast: '/v2/insights/user/:id/location/:locationIdentifier/forecast',
} as const;
