import { createRouteRef } from '@portal/core';

/** The plugin's page. Menu steps and links point at this ref; a company config may move its path. */
export const externalApiRoute = createRouteRef({ id: 'external-api.page', path: '/api-avaimet' });
