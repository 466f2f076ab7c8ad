// Market arithmetic shared by the plugins that price energy: consumption, invoices and market-price.
// The database reads of spot prices and rate tables are in ../server.ts.
export { spotPricesCovering, type SpotPriceSeries } from './spotPrices';
export type { SpotPeriod } from './spotPeriods';
export { toQuarters, QUARTER_MS, type QuarterPrice } from './quarterGrid';
export { cheapestWindow, cheapestQuarters, type CheapWindow } from './cheapestWindow';
export { SPOT_EXACT_SCALE, priceInUnit, toCKwh, vatFactorAt, withVat, type SpotPriceUnit, type SpotVatMode } from './displayPrice';
export {
  plainSpotPrice,
  spotCostExact,
  sumWeightedSpot,
  WEIGHTED_PRICE_SCALE,
  weightedSpotPrice,
  type WeightedReading,
  type WeightedSpotSums,
} from './weightedSpot';
