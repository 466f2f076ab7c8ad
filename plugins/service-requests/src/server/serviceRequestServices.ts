import { optionalService, type ResolvedServiceDeps } from '@portal/core/server';
import { placeDisruptionsServiceRef } from '@portal/plugin-alerts/common';

/**
 * The services the plugin's routes use. Known disruptions are optional: on a portal where no plugin
 * keeps them a fault report knows of none and says so, rather than guessing.
 */
export const serviceRequestServiceDeps = { disruptions: optionalService(placeDisruptionsServiceRef) };
export type ServiceRequestServices = ResolvedServiceDeps<typeof serviceRequestServiceDeps>;
