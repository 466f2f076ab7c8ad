import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the consumption plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const CONSUMPTION_FLAGS = defineFlags({
  consumption: { default: false, description: 'Electricity consumption page, its front-page card and the consumption API.' },
  districtHeatingConsumption: { default: false, description: 'District heating consumption: energy, power and return temperature of heat places.' },
  consumptionBudget: { default: false, description: 'Monthly consumption budget: setting a budget and following it on the consumption page.' },
  consumptionInEuros: { default: false, description: 'Consumption shown in euros as well as in kWh.' },
  reactivePower: { default: false, description: 'Reactive power series for business places metered for reactive energy.' },
  weightedPricing: { default: false, description: 'Weighted price: the consumption-weighted average spot price of a place.' },
});

export type ConsumptionFlag = FlagKeyOf<typeof CONSUMPTION_FLAGS>;
