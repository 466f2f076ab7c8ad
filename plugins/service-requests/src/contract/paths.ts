/**
 * The plugin's API paths (requirements §7 "Feedback": GET, POST servicerequest/{id}; POST reportfault/{id},
 * errorfeedback, appfeedback/{id}), plus the disruption check a fault report makes first and the
 * administrators' lists. `:id` is always the caller's own user id; another user's id answers 404.
 * The *_ROUTES are Fastify paths (without /api), SERVICE_API builds the web's URLs.
 */
export const SERVICE_ROUTES = {
  serviceRequests: '/v2/servicerequest/:id',
  reportFault: '/v2/reportfault/:id',
  faultDisruptions: '/v2/reportfault/:id/location/:locationIdentifier/disruptions',
  errorFeedback: '/v2/errorfeedback',
  appFeedback: '/v2/appfeedback/:id',
  adminRequests: '/admin/service-requests/v1',
  adminRequestStatus: '/admin/service-requests/v1/:reference/status',
  adminFeedback: '/admin/feedback/v1',
} as const;

const user = (userId: string) => encodeURIComponent(userId);

export const SERVICE_API = {
  serviceRequests: (userId: string) => `/api/v2/servicerequest/${user(userId)}`,
  reportFault: (userId: string) => `/api/v2/reportfault/${user(userId)}`,
  faultDisruptions: (userId: string, locationIdentifier: string) =>
    `/api/v2/reportfault/${user(userId)}/location/${encodeURIComponent(locationIdentifier)}/disruptions`,
  errorFeedback: '/api/v2/errorfeedback',
  appFeedback: (userId: string) => `/api/v2/appfeedback/${user(userId)}`,
  adminRequests: '/api/admin/service-requests/v1',
  adminRequestStatus: (reference: string) => `/api/admin/service-requests/v1/${encodeURIComponent(reference)}/status`,
  adminFeedback: '/api/admin/feedback/v1',
};
