/**
 * The plugin's API paths (requirements §7 "User management"), all under
 * `/v2/b2b/company/:companyReferenceId/user/:id/` (B2B_COMMON path shape). `:id` is always the caller's
 * own user id; `:companyReferenceId` is the business customer's customer code at this portal's company.
 * USER_MANAGEMENT_API builds the web's URLs (with the /api prefix the ApiClient expects).
 */
export const USER_MANAGEMENT_BASE = '/v2/b2b/company/:companyReferenceId/user/:id';

export type UserManagementOp =
  | 'mainUser'
  | 'existingUsers'
  | 'settings'
  | 'eligibleLocations'
  | 'customershipDetails'
  | 'create'
  | 'updateAccessRights'
  | 'removeLocation'
  | 'removeAllLocations'
  | 'removeLabel'
  | 'removeUser'
  | 'transferMainUserRights'
  | 'addCustomership'
  | 'removeCustomership';

const base = (company: string, userId: string) => `/api/v2/b2b/company/${encodeURIComponent(company)}/user/${encodeURIComponent(userId)}`;

export const USER_MANAGEMENT_API = {
  /** Not a requirements §7 path: the page's company selector needs the caller's companies and role in each. */
  companies: (userId: string) => `/api/v2/b2b/user/${encodeURIComponent(userId)}/userManagement/companies`,
  op: (company: string, userId: string, op: UserManagementOp) => `${base(company, userId)}/${op}`,
  /** Read keys as [path, query] (the web's ApiKey shape); the server tests join them with `withQuery`. */
  settings: (company: string, userId: string, subUserId: string) => [`${base(company, userId)}/settings`, { subUserId }] as const,
  eligibleLocations: (company: string, userId: string, subUserId: string) => [`${base(company, userId)}/eligibleLocations`, { subUserId }] as const,
};

/** `[path, query]` as one URL, for callers that take a plain string (server tests). */
export function withQuery([path, query]: readonly [string, Readonly<Record<string, string>>]): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}
