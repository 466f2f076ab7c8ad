import { formatNumber } from '@portal/core';
import type { WeightedResponse } from '../../../contract';

/** What the weighted price says about the customer's timing. */
export type WeightedVerdict = 'cheaper' | 'dearer' | 'same';

/** Prices are shown in c/kWh with two decimals; a difference that rounds to 0,00 reads as "the same". */
export const PRICE_DECIMALS = 2;

/**
 * DOMAIN: a consumption-weighted price below the plain average means energy is used in cheap
 * periods. Decided on the difference as shown, so the words never contradict the figure next to them.
 */
export function weightedVerdict(answer: Pick<WeightedResponse, 'difference'>): WeightedVerdict | null {
  if (answer.difference === null) return null;
  if (formatNumber(Math.abs(answer.difference), PRICE_DECIMALS) === formatNumber(0, PRICE_DECIMALS)) return 'same';
  return answer.difference < 0 ? 'cheaper' : 'dearer';
}
