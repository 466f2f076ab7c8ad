import type { Queryable } from './database';

/**
 * Known disruptions (power or district-heating cuts) that cover a place, owned by one plugin (alerts
 * keeps them) and read by another (a fault report checks first whether the fault is already known).
 * Plugins never import each other (DESIGN), so the owner declares a reader in its ServerPlugin's
 * `placeDisruptions` and the reader asks `context.placeDisruptions(locationIdentifier, at)`.
 */
export interface PlaceDisruption {
  readonly id: string;
  readonly utilityType: 'ELECTRICITY' | 'DISTRICT_HEATING';
  readonly planned: boolean;
  /** ISO instants. */
  readonly startedAt: string;
  readonly estimatedRestorationAt: string | null;
}

/** The disruptions going on at `at` (started, not restored) that cover the place's metering point. */
export type PlaceDisruptionReader = (db: Queryable, locationIdentifier: string, at: Date) => Promise<readonly PlaceDisruption[]>;

/**
 * Every mounted plugin's answer, joined. Empty when no plugin of the company keeps disruptions: a
 * portal without the owner knows of none, and says so rather than guessing.
 */
export async function readPlaceDisruptions(
  plugins: readonly { readonly placeDisruptions?: PlaceDisruptionReader }[],
  db: Queryable,
  locationIdentifier: string,
  at: Date,
): Promise<readonly PlaceDisruption[]> {
  const found: PlaceDisruption[] = [];
  for (const plugin of plugins) {
    if (plugin.placeDisruptions) found.push(...(await plugin.placeDisruptions(db, locationIdentifier, at)));
  }
  return found;
}
