/**
 * The plugin's API paths (requirements §7 names none for benefits; these follow the plugin convention). `:id`
 * is always the caller's own user id; another user's id answers 404.
 */
export const CUSTOMER_BENEFITS_ROUTES = {
  benefits: '/v1/customer-benefits/user/:id/benefits',
  claim: '/v1/customer-benefits/user/:id/benefits/:benefitId/claim',
  admin: '/admin/customer-benefits/v1',
  adminOne: '/admin/customer-benefits/v1/:id',
} as const;

const enc = encodeURIComponent;

/** The web's URLs (with the /api prefix the ApiClient expects). */
export const CUSTOMER_BENEFITS_API = {
  benefits: (userId: string) => `/api/v1/customer-benefits/user/${enc(userId)}/benefits`,
  claim: (userId: string, benefitId: string) => `/api/v1/customer-benefits/user/${enc(userId)}/benefits/${enc(benefitId)}/claim`,
  admin: '/api/admin/customer-benefits/v1',
  adminOne: (id: string) => `/api/admin/customer-benefits/v1/${enc(id)}`,
};
