import { createServiceFactory } from '@portal/core/server';
import { placeAlertCountsServiceRef } from '../common/placeAlertCountsService';
import { placeDisruptionsServiceRef } from '../common/placeDisruptionsService';
import { priceAlertServiceRef } from '../common/priceAlertService';
import { placeAlertCounts } from './placeAlertCounts';
import { alertsPlaceDisruptions } from './placeDisruptions';
import { priceAlertOn } from './priceAlertOn';

/** What the plugin provides to others (common.ts), so no other plugin reads the alert tables. */
export const alertServices = [
  // The place content's marketPrice.notificationOn (locations).
  createServiceFactory({ service: priceAlertServiceRef, factory: (_deps, { db }) => ({ isOn: (userId) => priceAlertOn(db, userId) }) }),
  // The B2B place list sorts by alerts enabled / triggered.
  createServiceFactory({ service: placeAlertCountsServiceRef, factory: () => ({ sql: placeAlertCounts }) }),
  // A fault report (service-requests) checks first whether a known cut covers the place.
  createServiceFactory({
    service: placeDisruptionsServiceRef,
    factory: (_deps, { db }) => ({ current: (locationIdentifier, at) => alertsPlaceDisruptions(db, locationIdentifier, at) }),
  }),
];
