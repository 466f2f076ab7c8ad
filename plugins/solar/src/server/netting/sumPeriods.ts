import { ENERGY_SCALE, exactAmountToEuros, scaledToNumber, type ExactAmount } from '@portal/domain';
import type { NetRow, NetTotals } from '../../contract';
import type { NettedPeriod } from './netPeriod';

/** Sums of netted periods, exact; a field is null only when none of its periods had a value. */
export class NetSum {
  imported: bigint | null = null;
  exported: bigint | null = null;
  production: bigint | null = null;
  selfUsed: bigint | null = null;
  consumption: bigint | null = null;
  revenue: ExactAmount | null = null;
  complete = true;
  periods = 0;

  add(period: NettedPeriod): void {
    const plus = (sum: bigint | null, value: bigint | null) => (value === null ? sum : (sum ?? 0n) + value);
    this.imported = plus(this.imported, period.importedKwh);
    this.exported = plus(this.exported, period.exportedKwh);
    this.production = plus(this.production, period.productionKwh);
    this.selfUsed = plus(this.selfUsed, period.selfUsedKwh);
    this.consumption = plus(this.consumption, period.consumptionKwh);
    this.revenue = plus(this.revenue, period.exportRevenue);
    this.complete &&= period.complete;
    this.periods += 1;
  }
}

export const kwhOf = (value: bigint | null): number | null => (value === null ? null : scaledToNumber(value, ENERGY_SCALE));

/** A share in % with two decimals, or null when the base is zero or unknown. */
export function sharePercent(part: bigint | null, whole: bigint | null): number | null {
  if (part === null || whole === null || whole === 0n) return null;
  return Math.round((Number(part) / Number(whole)) * 10_000) / 100;
}

export function rowOf(sum: NetSum, start: string, date: string): NetRow {
  return {
    start,
    date,
    consumptionKwh: kwhOf(sum.consumption),
    productionKwh: kwhOf(sum.production),
    selfUsedKwh: kwhOf(sum.selfUsed),
    exportedKwh: kwhOf(sum.exported),
    importedKwh: kwhOf(sum.imported),
    // Rounded once from the exact sum (core's rounding rule), so a month is the true total, not a sum of rounded rows.
    exportRevenueEur: sum.revenue === null ? null : exactAmountToEuros(sum.revenue),
    complete: sum.complete && sum.periods > 0,
  };
}

export function totalsOf(sum: NetSum): NetTotals {
  const { start: _start, date: _date, ...row } = rowOf(sum, '', '2000-01-01');
  return {
    ...row,
    selfConsumptionPercent: sharePercent(sum.selfUsed, sum.production),
    selfSufficiencyPercent: sharePercent(sum.selfUsed, sum.consumption),
  };
}
