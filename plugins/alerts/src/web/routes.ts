import { createRouteRef } from '@portal/core';

/** The list of the user's places with their alerts. Menu steps and links point at these refs. */
export const alertsRoute = createRouteRef({ id: 'alerts.page', path: '/halytykset' });

/** The alert settings of one place: every alert it supports, with channels and push window. */
export const alertPlaceRoute = createRouteRef({ id: 'alerts.place', path: '/halytykset/:locationIdentifier' });

/** The settings page's path for a place (links are built here, not by string concatenation in pages). */
export const alertPlacePath = (locationIdentifier: string) => `/halytykset/${encodeURIComponent(locationIdentifier)}`;
