/**
 * Rounds half away from zero to `decimals` places (−1,255 → −1,26, as a Finn rounds money), with a
 * tolerance for binary fractions: 1.255 is stored as 1.25499999…, which plain Math.round would take down.
 */
export function roundHalfAway(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  return (Math.sign(value) * Math.round(scaled + 1e-7)) / factor;
}
