/** c/kWh prices are stored with 4 decimals, euro amounts with 2 (cents). */
export const PRICE_DECIMALS = 4;
export const MONEY_DECIMALS = 2;

/**
 * `vat0 × (1 + rate)` rounded half away from zero to `decimals`, in integer arithmetic: 8.49 c/kWh at
 * 25.5 % is exactly 10.65495, which floating point would round either way. The VAT 0 figure is first
 * rounded to `decimals` itself (the shown VAT 0 price), the rate has at most two decimals.
 */
export function withVat(vat0: number, ratePercent: number, decimals: number): number {
  const scale = 10 ** decimals;
  const units = Math.round(roundTo(vat0, decimals) * scale);
  const rateBasisPoints = Math.round(ratePercent * 100);
  const numerator = units * (10_000 + rateBasisPoints);
  const rounded = Math.sign(numerator) * Math.floor((Math.abs(numerator) + 5_000) / 10_000);
  return rounded / scale;
}

/** Rounds half away from zero to `decimals` without the binary-fraction surprises of toFixed. */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Math.abs(value) * scale;
  // The epsilon absorbs representation error such as 1.005 * 100 = 100.49999999999999.
  return (Math.sign(value) * Math.round(scaled + 1e-9)) / scale;
}
