import type { Price } from '../../contract';
import { roundTo, withVat } from './withVat';

/** One SPEC §3 price: both figures, the unit, and the one shown in the chosen VAT mode. */
export function toPrice(vat0: number, ratePercent: number, unit: string, decimals: number, vatIncluded: boolean): Price {
  const net = roundTo(vat0, decimals);
  const gross = withVat(net, ratePercent, decimals);
  return { value: vatIncluded ? gross : net, vat: gross, vat0: net, unit, vatRatePercent: ratePercent };
}
