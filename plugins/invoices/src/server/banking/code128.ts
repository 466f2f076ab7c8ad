/**
 * Code 128 (ISO/IEC 15417), code set C only: the bank barcode is 54 digits, and set C packs two digits
 * per symbol, so the printed barcode stays short enough for the scanners at a bank counter.
 *
 * A symbol is six alternating element widths, bar first, in modules (11 modules per symbol); the stop
 * symbol has a seventh, the termination bar (13 modules).
 */
const PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const START_C = 105;
export const STOP = 106;

/** The symbol values of a set-C barcode: start, digit pairs, checksum, stop. */
export function code128CValues(digits: string): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError('Code 128 set C encodes an even number of digits');
  const data: number[] = [];
  for (let i = 0; i < digits.length; i += 2) data.push(Number(digits.slice(i, i + 2)));
  // Checksum: start value plus each data value times its position (1-based), mod 103.
  const checksum = data.reduce((sum, value, index) => sum + value * (index + 1), START_C) % 103;
  return [START_C, ...data, checksum, STOP];
}

/** Element widths in modules, bar first and alternating, for the whole barcode (without quiet zones). */
export function code128CWidths(digits: string): number[] {
  return code128CValues(digits).flatMap((value) => Array.from(PATTERNS[value]!, Number));
}

/** Pattern of one symbol value, for tests that check the table itself. */
export function code128Pattern(value: number): string {
  const pattern = PATTERNS[value];
  if (pattern === undefined) throw new RangeError(`No Code 128 symbol ${value}`);
  return pattern;
}
