import { createRouteRef } from '@portal/core';

/** One use place's contracts and prices; reached from the place's contract card. */
export const contractsRoute = createRouteRef({ id: 'contracts.location', path: '/sopimukset/:locationIdentifier' });
