/**
 * CO2 a green power package avoids a year, kg to one decimal: the package's kWh would otherwise be
 * unverified electricity at the residual-mix factor. 3000 kWh × 554.90 g/kWh = 1664.7 kg.
 */
export function carbonSavingsKgPerYear(packageKwh: number, gramsPerKwh: number): number {
  return Math.round((packageKwh * gramsPerKwh) / 100) / 10;
}
