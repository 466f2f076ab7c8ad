import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the alerts plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const ALERTS_FLAGS = defineFlags({
  consumptionAlert: { default: false, description: 'Consumption alerts (and district heating return temperature alerts).' },
  disruptionAlert: { default: false, description: 'Power cut and heat disruption alerts.' },
  priceLimit: { default: false, description: 'Spot price limit alerts and price reports.' },
});

export type AlertsFlag = FlagKeyOf<typeof ALERTS_FLAGS>;
