import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the solar plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const SOLAR_FLAGS = defineFlags({
  solar: { default: false, description: 'Solar panels: linking panels to a place and their production.' },
  microgeneration: { default: false, description: 'Microgeneration: production sold to the grid, its summary and time series.' },
});

export type SolarFlag = FlagKeyOf<typeof SOLAR_FLAGS>;
