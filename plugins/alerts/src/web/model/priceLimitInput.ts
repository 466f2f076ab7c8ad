import type { parseDecimal } from './decimalText';

type Parsed = ReturnType<typeof parseDecimal>;

export type PriceLimitError = 'notANumber' | 'tooManyDecimals' | 'priceRange' | 'needThreshold' | 'bottomBelowTop';

export interface PriceLimitCheck {
  readonly problems: readonly { readonly field: 'top' | 'bottom'; readonly error: PriceLimitError }[];
  /** The PUT body when there is no problem. */
  readonly body: { active: boolean; thresholdValue: number | null; bottomThresholdValue: number | null } | null;
}

/** The server's range (contract energyPriceAlertBodySchema): the market floor −50 c/kWh up to 1 000 c/kWh. */
const MIN_CENTS = -50;
const MAX_CENTS = 1_000;

/**
 * The price limit's fields checked with the same rules the server applies, so each problem is named
 * next to its field. Unlike a consumption limit a price may be negative (DOMAIN: negative prices), so
 * "below −1 c/kWh" is a valid wish.
 */
export function priceLimitProblems(active: boolean, top: Parsed, bottom: Parsed): PriceLimitCheck {
  const problems: { field: 'top' | 'bottom'; error: PriceLimitError }[] = [];
  const check = (field: 'top' | 'bottom', parsed: Parsed) => {
    if ('error' in parsed) problems.push({ field, error: parsed.error });
    else if (parsed.value !== null && (parsed.value < MIN_CENTS || parsed.value > MAX_CENTS)) problems.push({ field, error: 'priceRange' });
  };
  check('top', top);
  check('bottom', bottom);
  if (problems.length > 0 || !('value' in top) || !('value' in bottom)) return { problems, body: null };
  if (active && top.value === null && bottom.value === null) return { problems: [{ field: 'top', error: 'needThreshold' }], body: null };
  if (top.value !== null && bottom.value !== null && bottom.value >= top.value)
    return { problems: [{ field: 'bottom', error: 'bottomBelowTop' }], body: null };
  return { problems: [], body: { active, thresholdValue: top.value, bottomThresholdValue: bottom.value } };
}
