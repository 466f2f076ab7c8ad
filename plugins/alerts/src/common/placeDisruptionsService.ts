import { createServiceRef } from '@portal/core/server';

/** A known disruption (power or district-heating cut) that covers a place. */
export interface PlaceDisruption {
  readonly id: string;
  readonly utilityType: 'ELECTRICITY' | 'DISTRICT_HEATING';
  readonly planned: boolean;
  /** ISO instants. */
  readonly startedAt: string;
  readonly estimatedRestorationAt: string | null;
}

/** The disruptions the alerts plugin keeps, e.g. for a fault report that checks first whether a cut is known. */
export interface PlaceDisruptionsService {
  /** The disruptions going on at `at` (started, not restored) that cover the place's metering point. */
  current(locationIdentifier: string, at: Date): Promise<readonly PlaceDisruption[]>;
}

export const placeDisruptionsServiceRef = createServiceRef<PlaceDisruptionsService>({ id: 'plugin.alerts.placeDisruptions' });
