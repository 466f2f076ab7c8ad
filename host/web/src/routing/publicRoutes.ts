import type { RouteContribution } from '@portal/core';

/**
 * Hand-off to the account plugin without importing it: the login page is the route whose ref id is
 * `account.login`. Protected routes send visitors without a session there, with the page they
 * wanted in `?next=`; routes marked `public` render without a session.
 */
export const LOGIN_ROUTE_ID = 'account.login';

export function isPublicRoute(route: RouteContribution): boolean {
  return route.public === true;
}

export function findLoginRoute(routes: readonly RouteContribution[]): RouteContribution | undefined {
  return routes.find((route) => route.ref.id === LOGIN_ROUTE_ID);
}
