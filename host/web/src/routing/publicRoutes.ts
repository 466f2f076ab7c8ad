import type { RouteContribution } from '@portal/core';

/**
 * Hand-off to the account plugin without importing it. Two conventions, until core's
 * RouteContribution carries them (requested):
 *  - a route with `public: true` renders without a session (login, sign-up, password reset);
 *  - the login page is the route whose ref id is `account.login`; protected routes send visitors
 *    without a session there, with the page they wanted in `?next=`.
 */
export const LOGIN_ROUTE_ID = 'account.login';

export function isPublicRoute(route: RouteContribution): boolean {
  return (route as RouteContribution & { readonly public?: boolean }).public === true;
}

export function findLoginRoute(routes: readonly RouteContribution[]): RouteContribution | undefined {
  return routes.find((route) => route.ref.id === LOGIN_ROUTE_ID);
}
