import { demoHouseholdQuarterKwh, demoSpotPriceAt } from '@portal/domain';
import type { NetRow, NetTotals } from '../../contract';
import { demoProductionQuarterKwh } from './demoProduction';
import { QUARTER_MS } from './demoSpans';

/**
 * Netting on the demo house (DOMAIN: within each 15-minute period production first covers use, only
 * the surplus is sold). The house's use is core's demo load — the consumption demo's charts of
 * DEMO-HOME — so the solar page's consumption equals the consumption page's for the same span. The
 * surplus is bought at spot − 0.30 c/kWh (VAT 0); self-used kWh are worth the house's own all-in
 * price (the contracts demo's fixed 8.00 + transfer 3.283 + tax 2.253 c/kWh, VAT 25.5 %).
 */
export const BUYER_FEE_CKWH = 0.3;
export const IMPORT_PRICE_CKWH_WITH_VAT = (8 + 3.283 + 2.253) * 1.255;

export interface NettedQuarter {
  readonly consumption: number;
  readonly production: number;
  readonly selfUsed: number;
  readonly exported: number;
  readonly imported: number;
  /** €, exact (rounded only in the sums). */
  readonly revenue: number;
  readonly negativePrice: boolean;
}

/** One past quarter netted; null for a quarter not yet over (no reading yet). */
export function netQuarter(startMs: number, nowMs: number): NettedQuarter | null {
  if (startMs + QUARTER_MS > nowMs) return null;
  const consumption = demoHouseholdQuarterKwh(startMs);
  const production = demoProductionQuarterKwh(startMs);
  const selfUsed = Math.min(consumption, production);
  const exported = production - selfUsed;
  const spot = demoSpotPriceAt(startMs);
  return {
    consumption,
    production,
    selfUsed,
    exported,
    imported: consumption - selfUsed,
    revenue: (exported * (spot - BUYER_FEE_CKWH)) / 100,
    negativePrice: spot < 0,
  };
}

export class NetSum {
  consumption = 0;
  production = 0;
  selfUsed = 0;
  exported = 0;
  imported = 0;
  revenue = 0;
  negativeExport = 0;
  present = 0;
  missing = 0;

  add(quarter: NettedQuarter | null): void {
    if (!quarter) {
      this.missing += 1;
      return;
    }
    this.present += 1;
    this.consumption += quarter.consumption;
    this.production += quarter.production;
    this.selfUsed += quarter.selfUsed;
    this.exported += quarter.exported;
    this.imported += quarter.imported;
    this.revenue += quarter.revenue;
    if (quarter.negativePrice) this.negativeExport += quarter.exported;
  }
}

const kwh = (sum: NetSum, value: number) => (sum.present === 0 ? null : Math.round(value * 10_000) / 10_000);
export const euros = (value: number) => Math.round(value * 100) / 100;
export const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 100);

export function rowOf(sum: NetSum, start: string, date: string): NetRow {
  return {
    start,
    date,
    consumptionKwh: kwh(sum, sum.consumption),
    productionKwh: kwh(sum, sum.production),
    selfUsedKwh: kwh(sum, sum.selfUsed),
    exportedKwh: kwh(sum, sum.exported),
    importedKwh: kwh(sum, sum.imported),
    exportRevenueEur: sum.present === 0 ? null : euros(sum.revenue),
    complete: sum.present > 0 && sum.missing === 0,
  };
}

export function totalsOf(sum: NetSum): NetTotals {
  const { start: _start, date: _date, ...row } = rowOf(sum, '', '2000-01-01');
  return {
    ...row,
    selfConsumptionPercent: sum.present === 0 ? null : share(sum.selfUsed, sum.production),
    selfSufficiencyPercent: sum.present === 0 ? null : share(sum.selfUsed, sum.consumption),
  };
}
