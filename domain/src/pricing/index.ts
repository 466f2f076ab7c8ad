// Pricing engine: pure and database-free; used by consumption (cost per interval), invoices and
// market-price. The dated electricity tax table lives here too, so the plugins price it one way.
export { parseScaled, roundHalfAwayFromZero, divideHalfAwayFromZero, scaledToNumber, formatScaled } from './scaledDecimal';
export {
  ENERGY_SCALE,
  PRICE_SCALE,
  VAT_SCALE,
  VAT_FACTOR_ONE,
  AMOUNT_SCALE,
  type EnergyQuantity,
  type EnergyPrice,
  type ExactAmount,
  type Cents,
} from './units';
export { VatRateTable, type VatCategory, type VatRateRow, type VatRate } from './vatRates';
export { EnergyPriceList, spotEurMwhToPrice, type EnergyContractTerms } from './energyContract';
export { energyCost, priceWithVat, roundToCents, centsToEuros, exactAmountToEuros, CostAccumulator, type ExactCost } from './energyCost';
export { deliveryDateOf } from './deliveryDate';
export { ElectricityTaxTable, type TaxRateRow } from './electricityTax';
export { roundInvoiceLine, type RoundedLine } from './invoiceLineRounding';
