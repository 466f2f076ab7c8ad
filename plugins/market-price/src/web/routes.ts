import { createExternalRouteRef, createRouteRef } from '@portal/core';

/** The plugin's page. Menu steps and links point at this ref; a company config may move its path. */
export const marketPriceRoute = createRouteRef({ id: 'market-price.page', path: '/porssisahko' });

/**
 * The price alert page another plugin owns (alerts' `alerts.price` in the portals that ship both): the
 * company config binds it (routeBindings), so this plugin never writes that plugin's path.
 */
export const priceAlertsExternalRoute = createExternalRouteRef({ id: 'market-price.priceAlerts' });

/** Admin (section 'admin'): the advertisement tiles of this portal's company. */
export const advertisementTileAdminRoute = createRouteRef({ id: 'market-price.adminTiles', path: '/admin/mainostiilet' });
