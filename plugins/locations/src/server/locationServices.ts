import { optionalService, type ResolvedServiceDeps } from '@portal/core/server';
import { priceAlertServiceRef } from '@portal/plugin-alerts/common';

/**
 * The services the locations routes use. The price alert is optional: a portal that ships no alerts
 * plugin has no alert to be on (the place's marketPrice.notificationOn is false).
 */
export const locationServiceDeps = { priceAlert: optionalService(priceAlertServiceRef) };
export type LocationServices = ResolvedServiceDeps<typeof locationServiceDeps>;
