import { createRouteRef } from '@portal/core';

/** The plugin's page. Menu steps and links point at this ref; a company config may move its path. */
export const marketPriceRoute = createRouteRef({ id: 'market-price.page', path: '/porssisahko' });

/** Admin (section 'admin'): the advertisement tiles of this portal's company. */
export const advertisementTileAdminRoute = createRouteRef({ id: 'market-price.adminTiles', path: '/admin/mainostiilet' });
