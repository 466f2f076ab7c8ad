/**
 * Reads a number the way a Finn types it: "30,5", "30.5", "1 200" (spaces and no-break spaces between
 * thousands). Empty text is null ("no threshold"); anything else that is not a number is an error.
 */
export function parseDecimal(text: string): { value: number | null } | { error: 'notANumber' | 'tooManyDecimals' } {
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.')
    .replace('−', '-');
  if (cleaned === '') return { value: null };
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { error: 'notANumber' };
  if ((cleaned.split('.')[1]?.length ?? 0) > 2) return { error: 'tooManyDecimals' };
  return { value: Number(cleaned) };
}

/** A number as the field shows it: decimal comma, no trailing zeros ("30,5"). */
export function decimalText(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}
