import { localDateOf } from '../time/localDate';

/**
 * The delivery date of an interval, for VAT and contract validity: the Helsinki calendar date of its
 * start. The quarter 22:00–22:15 UTC on 30.11.2022 is delivered on 1.12.2022 local, so it is 10 % VAT.
 */
export function deliveryDateOf(intervalStartUtc: Date | number): string {
  return localDateOf(intervalStartUtc);
}
