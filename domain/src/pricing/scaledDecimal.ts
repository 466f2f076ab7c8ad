/**
 * Exact decimal arithmetic on scaled bigints: a value with `scale` decimals is the integer
 * value × 10^scale. Money and energy never pass through binary floating point until they are
 * finally shown, so 35 040 quarter-hour costs add up to the same cent however they are grouped.
 */
const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal string ("12.3456", "-0.5", "7") into an integer with `scale` decimals. More
 * decimals than the scale is an error, not a silent rounding: the caller chose the scale to hold the
 * source column (numeric(14,4) → scale 4) exactly.
 */
export function parseScaled(text: string, scale: number): bigint {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal number: "${text}"`);
  const [, sign, whole, fraction = ''] = match as unknown as [string, string | undefined, string, string | undefined];
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > scale) throw new RangeError(`"${text}" has more than ${scale} decimals`);
  const digits = BigInt(whole + trimmed.padEnd(scale, '0'));
  return sign === '-' ? -digits : digits;
}

/**
 * Drops `decimals` decimals, rounding half away from zero (the commercial rounding Finnish invoices
 * use: 0.5 c → 1 c, −0.5 c → −1 c), so a credit and a charge of the same size round to the same size.
 */
export function roundHalfAwayFromZero(value: bigint, decimals: number): bigint {
  if (decimals <= 0) return value * 10n ** BigInt(-decimals);
  const divisor = 10n ** BigInt(decimals);
  const magnitude = value < 0n ? -value : value;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return value < 0n ? -rounded : rounded;
}

/**
 * Integer division rounding half away from zero: a mean kept at its scale (the spot prices' mean over a
 * day or a cheap window, shown by market-price and in alerts' price report the same way).
 */
export function divideHalfAwayFromZero(value: bigint, divisor: bigint): bigint {
  const magnitude = value < 0n ? -value : value;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return value < 0n ? -rounded : rounded;
}

/** For display only: the scaled value as a JS number (exact for anything a portal shows). */
export function scaledToNumber(value: bigint, scale: number): number {
  return Number(formatScaled(value, scale));
}

/** The scaled value as a plain decimal string with exactly `scale` decimals. */
export function formatScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : `.${digits.slice(-scale)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
