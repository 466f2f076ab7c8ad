import { localDayRangeUtc, VatRateTable } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { priceLimitHits } from './evaluatePrices';

const DAY = '2026-01-17';
const range = localDayRangeUtc(DAY);
const vatRates = new VatRateTable([{ category: 'electricity_energy', validFrom: '2024-09-01', validUntil: null, ratePercent: '25.5' }]);
const spot = (eurMwh: readonly string[]) => ({
  day: DAY,
  dayEndMs: range.endUtc.getTime(),
  vatRates,
  periods: eurMwh.map((price, i) => ({ startMs: range.startUtc.getTime() + i * 15 * 60_000, minutes: 15 as const, eurMwh: price })),
});

describe('priceLimitHits', () => {
  it('compares exactly: a price equal to the limit is not past it (100 €/MWh × 1,255 = 12,55 c/kWh)', () => {
    expect(priceLimitHits(spot(['100.000', '100.000']), [{ user_id: 'u', top: '12.55', bottom: '12.55' }])).toEqual([]);
  });

  it('names the periods past each limit in local time, and the extreme rounded once', () => {
    const hits = priceLimitHits(spot(['100.000', '100.010', '-0.400']), [{ user_id: 'u', top: '12.55', bottom: '0.00' }]);
    expect(hits).toEqual([
      // 100,01 × 1,255 / 10 = 12,551255 → 12,55, yet above 12,55.
      { userId: 'u', payload: { day: DAY, direction: 'top', thresholdCents: 12.55, extremeCents: 12.55, periods: ['00:15'] } },
      // −0,4 €/MWh = −0,0502 c/kWh with VAT → −0,05.
      { userId: 'u', payload: { day: DAY, direction: 'bottom', thresholdCents: 0, extremeCents: -0.05, periods: ['00:30'] } },
    ]);
  });
});
