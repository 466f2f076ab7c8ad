import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the locations plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const LOCATIONS_FLAGS = defineFlags({
  locations: { default: false, description: 'Locations (use places): the place list, place page and place content; B2B plugins build on it.' },
});

export type LocationsFlag = FlagKeyOf<typeof LOCATIONS_FLAGS>;
