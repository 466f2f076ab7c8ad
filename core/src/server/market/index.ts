// Reads of the domain's market data (spot prices, VAT and tax rates) shared by the plugins that price
// energy: consumption, invoices and market-price. The pricing arithmetic itself stays in ../pricing.
export { loadSpotPrices, spotPricesCovering, type SpotPriceSeries } from './spotPrices';
export { loadSpotPeriods, type SpotPeriod } from './spotPeriods';
export { loadVatRateTable, loadElectricityTaxTable } from './rateTables';
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
