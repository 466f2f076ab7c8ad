import type { LocationDetail } from '../../contract/locations';

export interface ShownPrice {
  readonly value: number;
  readonly unit: string;
  readonly vatIncluded: boolean;
}

/**
 * requirements §5: VAT is shown by default unless the place says otherwise (`vat: false`). Picks the matching
 * figure, so the label next to a price always tells the truth about it.
 */
export function shownPrice(vatIncluded: boolean, withVat: number | null, withoutVat: number | null, unit: string | null): ShownPrice | null {
  const value = vatIncluded ? withVat : withoutVat;
  if (value === null || unit === null) return null;
  return { value, unit, vatIncluded };
}

export function energyPrice(detail: LocationDetail): ShownPrice | null {
  return shownPrice(detail.vat, detail.priceVat, detail.priceVat0, detail.priceUnit);
}

export function energyMargin(detail: LocationDetail): ShownPrice | null {
  return shownPrice(detail.vat, detail.energyMarginVat, detail.energyMarginVat0, detail.energyMarginUnit);
}
