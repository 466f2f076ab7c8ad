import { createRouteRef } from '@portal/core';

/** The use-place list (requirements §2 `/kayttopaikka`). */
export const locationsRoute = createRouteRef({ id: 'locations.list', path: '/kayttopaikka' });

/** One use place with its detail and the cards other plugins add to it. */
export const locationDetailRoute = createRouteRef({ id: 'locations.detail', path: '/kayttopaikka/:locationIdentifier' });
