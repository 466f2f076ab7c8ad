import { roundTo } from '../vat/withVat';

/**
 * CO2 a green power package avoids a year: the package's kWh would otherwise be unverified
 * electricity at the residual-mix factor. 3000 kWh × 554.90 g/kWh = 1664.7 kg.
 */
export function carbonSavingsKgPerYear(packageKwh: number, gramsPerKwh: number): number {
  return roundTo((packageKwh * gramsPerKwh) / 1000, 1);
}
