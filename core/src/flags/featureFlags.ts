/**
 * Feature flag keys of SPEC §2. A runtime flag switches a screen or a part of one; the company
 * distribution gives the defaults and administrators override them at run time.
 */
export const FEATURE_FLAGS = [
  // Feature-flag-driven screens
  'consumption',
  'districtHeatingConsumption',
  'invoices',
  'contractsAndPrices',
  'marketPrice',
  'marketPriceAlert',
  'marketPriceReport',
  'marketPriceSimulator',
  'marketPriceConsumptionProfile',
  'marketPriceFuturePrices',
  'movingService',
  'solar',
  'faultReportElectricity',
  'faultReportDistrictHeating',
  'microgeneration',
  'monthlyInsights',
  'consumptionBudget',
  'consumptionInEuros',
  'networkProductComparison',
  'reactivePower',
  'disruptionAlert',
  'consumptionAlert',
  'weightedPricing',
  'reports',
  'advertisementTile',
  'homeInsurance',
  'greenPower',
  'localPower',
  'mixedPower',
  'priceLimit',
  'followUpOffer',
  // General features
  'messageBox',
  'menu',
  'customerInfo',
  'locations',
  'representative',
  'customerBenefits',
  'generalSettings',
  'chat',
] as const;

export type FeatureFlagKey = (typeof FEATURE_FLAGS)[number];

export type FlagValues = Readonly<Partial<Record<FeatureFlagKey, boolean>>>;

export function isFeatureFlagKey(value: string): value is FeatureFlagKey {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}

/**
 * Effective flags: company defaults, then runtime overrides on top. A key that neither names is off,
 * so a new flag never switches a feature on by accident.
 */
export function resolveFlags(defaults: FlagValues, overrides: FlagValues = {}): Record<FeatureFlagKey, boolean> {
  const result = {} as Record<FeatureFlagKey, boolean>;
  for (const key of FEATURE_FLAGS) {
    result[key] = overrides[key] ?? defaults[key] ?? false;
  }
  return result;
}
