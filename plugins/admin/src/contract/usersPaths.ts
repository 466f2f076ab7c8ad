/**
 * The user-admin area's paths (requirements §7 "Admin"): user create/delete/authenticate, access rights per
 * origin, admin-user creation and the mapping refresh. Server paths are without /api; ADMIN_USERS_API
 * builds the web's URLs (with it, as the ApiClient expects).
 */
export const ADMIN_USERS_ROUTES = {
  create: '/admin/users/v1/create',
  delete: '/admin/users/v1/delete',
  authenticate: '/admin/users/v1/authenticate',
  rightsOfUser: '/admin/access-rights/v1/user/:email',
  rightsOfOrigin: '/admin/access-rights/v1/origin/:origin',
  originRight: '/admin/access-rights/v1/user/:email/origin/:origin',
  createAdminUser: '/admin/access-rights/v1/create/user',
  refreshMappings: '/admin/debug/v1/refresh-user-mappings/:priwattiUserId',
} as const;

const part = encodeURIComponent;

export const ADMIN_USERS_API = {
  create: `/api${ADMIN_USERS_ROUTES.create}`,
  delete: `/api${ADMIN_USERS_ROUTES.delete}`,
  authenticate: `/api${ADMIN_USERS_ROUTES.authenticate}`,
  rightsOfUser: (email: string) => `/api/admin/access-rights/v1/user/${part(email)}`,
  rightsOfOrigin: (origin: string) => `/api/admin/access-rights/v1/origin/${part(origin)}`,
  originRight: (email: string, origin: string) => `/api/admin/access-rights/v1/user/${part(email)}/origin/${part(origin)}`,
  createAdminUser: `/api${ADMIN_USERS_ROUTES.createAdminUser}`,
  refreshMappings: (priwattiUserId: string) => `/api/admin/debug/v1/refresh-user-mappings/${part(priwattiUserId)}`,
} as const;
