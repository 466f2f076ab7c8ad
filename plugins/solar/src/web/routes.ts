import { createRouteRef } from '@portal/core';

/** The menu's "Aurinkopaneelit": the customer's plants and their places' microgeneration. */
export const solarRoute = createRouteRef({ id: 'solar.page', path: '/aurinkopaneelit' });

/** One plant: details and production (energy or power). */
export const panelRoute = createRouteRef({ id: 'solar.panel', path: '/aurinkopaneelit/voimala/:panelId' });

/** One place's microgeneration after netting (flag microgeneration). */
export const microgenerationRoute = createRouteRef({ id: 'solar.microgeneration', path: '/aurinkopaneelit/mikrotuotanto/:locationIdentifier' });
