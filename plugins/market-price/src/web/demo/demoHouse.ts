import { demoHouseholdQuarterKwh, demoSpotPriceAt, localDayStartUtc } from '@portal/domain';

/**
 * The demo house as the market-price pages see it: core's demo load (the consumption demo's) and
 * core's demo spot prices (this plugin's price page's), per 15-minute interval in exact Helsinki
 * days, and the terms of its contract as the contracts demo shows them.
 */
export const QUARTER_MS = 15 * 60_000;
/** Energy-sale and general VAT since 1.9.2024 (DOMAIN), as a factor. */
export const VAT_FACTOR = { VAT_24: 1.255, VAT_0: 1 } as const;
export type DemoVat = keyof typeof VAT_FACTOR;
export const vatOf = (value: string | undefined): DemoVat => (value === 'VAT_0' ? 'VAT_0' : 'VAT_24');

/** The contracts demo's DEMO-HOME contract, VAT 0: fixed 10.04 c/kWh, transfer 4.12 c/kWh, 4.90 €/month with 25.5 % VAT. */
export const DEMO_TERMS = { fixedPriceCKwh: 8, transferCKwh: 3.283, basicFeeEurMonth: 3.9, taxClass: 'I' as const, taxCKwh: 2.253 };
export const DEMO_PLACE = 'DEMO-HOME';

export interface DemoQuarter {
  readonly startMs: number;
  readonly kwh: number;
  /** Spot price, c/kWh VAT 0. */
  readonly spot: number;
}

/** The metered quarters of local days [from, until) that have already ended by `nowMs`. */
export function demoQuarters(from: string, until: string, nowMs: number): DemoQuarter[] {
  const end = Math.min(localDayStartUtc(until).getTime(), nowMs);
  const quarters: DemoQuarter[] = [];
  for (let start = localDayStartUtc(from).getTime(); start + QUARTER_MS <= end; start += QUARTER_MS) {
    quarters.push({ startMs: start, kwh: demoHouseholdQuarterKwh(start), spot: demoSpotPriceAt(start) });
  }
  return quarters;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const round3 = (value: number) => Math.round(value * 1000) / 1000;
