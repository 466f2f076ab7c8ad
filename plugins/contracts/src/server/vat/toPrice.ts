import { parseScaled, priceWithVat, roundHalfAwayFromZero, scaledToNumber, VAT_SCALE, type VatRate } from '@portal/domain';
import type { Price } from '../../contract/contracts';

/** c/kWh are stored with 4 decimals, euro amounts with 2 (cents). */
export const PRICE_DECIMALS = 4;
export const MONEY_DECIMALS = 2;

/** priceWithVat's result carries four more decimals (the VAT factor's). */
const VAT_FACTOR_DECIMALS = 4;

/**
 * One requirements §3 price from a stored VAT 0 figure (a numeric column's exact text): with VAT by core
 * pricing's exact arithmetic, rounded half away from zero to the column's decimals. 8.49 c/kWh at
 * 25.5 % is exactly 10.65495 → 10.6550, which floating point could round either way.
 */
export function toPrice(vat0Text: string, rate: VatRate, unit: string, decimals: number, vatIncluded: boolean): Price {
  const net = parseScaled(vat0Text, decimals);
  const gross = roundHalfAwayFromZero(priceWithVat(net, rate), VAT_FACTOR_DECIMALS);
  const vat = scaledToNumber(gross, decimals);
  const vat0 = scaledToNumber(net, decimals);
  return { value: vatIncluded ? vat : vat0, vat, vat0, unit, vatRatePercent: scaledToNumber(rate, VAT_SCALE) };
}
