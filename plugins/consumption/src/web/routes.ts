import { createRouteRef } from '@portal/core';

/** The menu's entry: the user's places with consumption data, each linking to its chart. */
export const consumptionIndexRoute = createRouteRef({ id: 'consumption.index', path: '/kulutus' });

/** Electricity consumption of one use place. */
export const electricityConsumptionRoute = createRouteRef({ id: 'consumption.electricity', path: '/kulutus/:locationIdentifier' });

/** District heating consumption of one use place (flag districtHeatingConsumption). */
export const districtHeatingRoute = createRouteRef({ id: 'consumption.districtHeating', path: '/kaukolampo/:locationIdentifier' });
