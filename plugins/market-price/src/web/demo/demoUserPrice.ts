import { addLocalDays, demoSpotPriceCKwh, localDateOf, localDayIntervals } from '@portal/domain';
import type { UserPriceResponse } from '../../contract';
import { DEMO_PLACE, DEMO_TERMS, VAT_FACTOR, demoQuarters, round2, round3, vatOf } from './demoHouse';

/**
 * GET /v2/energyprice/user/:id/location/:locationIdentifier in the demo: the demo house's all-in price
 * per market period of the day and the next (its fixed price + transfer + electricity tax, each with
 * VAT), and this month's consumption-weighted spot price. A place other than DEMO-HOME is a 404.
 */
export function demoUserPrice(params: Readonly<Record<string, string>>, nowMs = Date.now()): UserPriceResponse | undefined {
  if (params.locationIdentifier !== DEMO_PLACE) return undefined;
  const vat = vatOf(params.vat);
  const factor = VAT_FACTOR[vat];
  const today = localDateOf(nowMs);
  const first = params.date && /^\d{4}-\d{2}-\d{2}$/.test(params.date) ? params.date : today;
  const days = [first, addLocalDays(first, 1)].map((date) => ({
    date,
    published: true,
    periods: localDayIntervals(date, 15).map((interval) => {
      const spot = round2(demoSpotPriceCKwh(date, interval.localStart) * factor);
      const energy = round2(DEMO_TERMS.fixedPriceCKwh * factor);
      const transfer = round2(DEMO_TERMS.transferCKwh * factor);
      const tax = round2(DEMO_TERMS.taxCKwh * factor);
      return {
        start: interval.startUtc.toISOString(),
        end: new Date(interval.startUtc.getTime() + 15 * 60_000).toISOString(),
        spot,
        margin: 0,
        transfer,
        tax,
        total: round2(energy + transfer + tax),
      };
    }),
  }));
  const month = `${today.slice(0, 7)}`;
  const quarters = demoQuarters(`${month}-01`, addLocalDays(today, 1), nowMs);
  const kwh = quarters.reduce((sum, q) => sum + q.kwh, 0);
  const weightedMonth =
    kwh > 0
      ? {
          month,
          consumptionKwh: round3(kwh),
          weightedSpot: round3((quarters.reduce((sum, q) => sum + q.kwh * q.spot, 0) / kwh) * factor),
          averageSpot: round3((quarters.reduce((sum, q) => sum + q.spot, 0) / quarters.length) * factor),
        }
      : null;
  return {
    locationIdentifier: DEMO_PLACE,
    vat,
    contract: {
      pricing: 'FIXED',
      marginCKwh: null,
      fixedPriceCKwh: DEMO_TERMS.fixedPriceCKwh,
      transferCKwh: DEMO_TERMS.transferCKwh,
      taxClass: DEMO_TERMS.taxClass,
    },
    days,
    weightedMonth,
  };
}
