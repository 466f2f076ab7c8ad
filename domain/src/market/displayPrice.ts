import { deliveryDateOf } from '../pricing/deliveryDate';
import { roundHalfAwayFromZero, scaledToNumber } from '../pricing/scaledDecimal';
import { VAT_FACTOR_ONE } from '../pricing/units';
import type { VatRateTable } from '../pricing/vatRates';

/** How a spot price is shown (requirements §3/§9: units KWH and MWH, VAT modes VAT_0 and VAT_24). */
export type SpotPriceUnit = 'KWH' | 'MWH';
export type SpotVatMode = 'VAT_0' | 'VAT_24';

/**
 * Shared by market-price (the price page) and alerts (the daily price report), so both show the same
 * number for the same quarter. Prices are kept exact until shown: c/kWh in 1/10 000 (core's PRICE_SCALE) times a VAT factor in
 * 1/10 000 gives c/kWh in 1e-8 — the "exact" scale below. Rounding happens once, at display.
 */
export const SPOT_EXACT_SCALE = 8;

/** 1 + the energy-sale VAT of the period's Helsinki delivery date (10 % in 12/2022–4/2023), or 1. */
export function vatFactorAt(vat: SpotVatMode, rates: VatRateTable, startMs: number): bigint {
  return vat === 'VAT_24' ? VAT_FACTOR_ONE + rates.rateOn('electricity_energy', deliveryDateOf(startMs)) : VAT_FACTOR_ONE;
}

/** A c/kWh price (1/10 000) with a VAT factor applied, at the exact scale. */
export function withVat(price: bigint, factor: bigint): bigint {
  return price * factor;
}

/**
 * The exact value as the answer's unit: c/kWh with 3 decimals, or €/MWh with 2 (the same digits, as
 * 1 c/kWh = 10 €/MWh).
 */
export function priceInUnit(exact: bigint, unit: SpotPriceUnit): number {
  const thousandthsOfCent = roundHalfAwayFromZero(exact, SPOT_EXACT_SCALE - 3);
  return scaledToNumber(thousandthsOfCent, unit === 'KWH' ? 3 : 2);
}

/** c/kWh with 2 decimals (the all-in breakdown, shown like an invoice's unit price). */
export function toCKwh(exact: bigint): number {
  return scaledToNumber(roundHalfAwayFromZero(exact, SPOT_EXACT_SCALE - 2), 2);
}
