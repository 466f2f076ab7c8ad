import type { Price } from '../../contract/contracts';

/** The figure of a price for the VAT mode the customer chose; the label must say the same mode. */
export function shownValue(price: Price, vatIncluded: boolean): number {
  return vatIncluded ? price.vat : price.vat0;
}
