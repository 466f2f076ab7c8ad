import { createRouteRef } from '@portal/core';

/** The list of the user's places with their alerts. Menu steps and links point at these refs. */
export const alertsRoute = createRouteRef({ id: 'alerts.page', path: '/halytykset' });

/** The alert settings of one place: every alert it supports, with channels and push window. */
export const alertPlaceRoute = createRouteRef({ id: 'alerts.place', path: '/halytykset/:locationIdentifier' });

/** The settings page's path for a place (links are built here, not by string concatenation in pages). */
export const alertPlacePath = (locationIdentifier: string) => `/halytykset/${encodeURIComponent(locationIdentifier)}`;

/**
 * The person's electricity price limit and daily price report (flag priceLimit). A static segment, so
 * the router ranks it above `:locationIdentifier`. Other plugins (market-price) link to this path as a
 * string, never by importing this plugin.
 */
export const alertPriceRoute = createRouteRef({ id: 'alerts.price', path: '/halytykset/hinta' });
