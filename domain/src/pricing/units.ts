/**
 * The fixed scales of the pricing engine. They match the domain columns, so every stored value is
 * represented exactly: kWh numeric(14,4), c/kWh numeric(10,4), spot €/MWh numeric(10,3) (1 €/MWh =
 * 0.1 c/kWh, so €/MWh at 3 decimals is c/kWh at 4 decimals), VAT % numeric(5,2).
 */
export const ENERGY_SCALE = 4; // kWh in 1/10 000 kWh (0.1 Wh)
export const PRICE_SCALE = 4; // c/kWh in 1/10 000 c
export const VAT_SCALE = 2; // VAT % in 1/100 %: 25.5 % = 2550n
/** 100 % at VAT_SCALE, the "1" of a VAT factor (1 + rate) expressed in 1/10 000. */
export const VAT_FACTOR_ONE = 10_000n;
/**
 * Amounts in cents with 12 decimals: energy (4) × price (4) × VAT factor (4). Net and with-VAT amounts
 * share this scale (net uses the factor 1.0000), so they add and compare directly.
 */
export const AMOUNT_SCALE = ENERGY_SCALE + PRICE_SCALE + 4;

/** Energy in 1/10 000 kWh. */
export type EnergyQuantity = bigint;
/** Price in 1/10 000 c/kWh. */
export type EnergyPrice = bigint;
/** Money in 1e-12 cents. */
export type ExactAmount = bigint;
/** Money in whole cents, after the one final rounding. */
export type Cents = bigint;
