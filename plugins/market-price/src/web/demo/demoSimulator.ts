import { localDateOf } from '@portal/domain';
import type { SimulatorResponse } from '../../contract';
import { DEMO_PLACE, DEMO_TERMS, VAT_FACTOR, demoQuarters, round2 } from './demoHouse';

/** A query number within bounds, else the default (the real route answers 400; the demo stays calm). */
function numberParam(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : undefined;
}

const monthFirst = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/**
 * GET .../simulator in the demo: the demo house's last 12 whole months priced as spot + margin and
 * as its fixed price (or an offer from the query), each with VAT 25.5 % and its basic fee per month.
 */
export function demoSimulator(params: Readonly<Record<string, string>>, nowMs = Date.now()): SimulatorResponse | undefined {
  if (params.locationIdentifier !== DEMO_PLACE) return undefined;
  const terms = {
    marginCKwh: numberParam(params.marginCKwh, -50, 50) ?? 0,
    spotBasicFeeEurMonth: numberParam(params.spotBasicFeeEurMonth, 0, 1000) ?? 0,
    fixedPriceCKwh: numberParam(params.fixedPriceCKwh, 0, 200) ?? DEMO_TERMS.fixedPriceCKwh,
    fixedBasicFeeEurMonth: numberParam(params.fixedBasicFeeEurMonth, 0, 1000) ?? DEMO_TERMS.basicFeeEurMonth,
  };
  const vat = VAT_FACTOR.VAT_24;
  const [year, month] = localDateOf(nowMs).split('-').map(Number) as [number, number];
  const thisMonth = year * 12 + month - 1;
  const months = Array.from({ length: 12 }, (_, i) => {
    const first = monthFirst(thisMonth - 12 + i);
    const quarters = demoQuarters(first, monthFirst(thisMonth - 11 + i), nowMs);
    const kwh = quarters.reduce((sum, q) => sum + q.kwh, 0);
    const spotEnergy = round2((quarters.reduce((sum, q) => sum + q.kwh * (q.spot + terms.marginCKwh), 0) * vat) / 100);
    const fixedEnergy = round2((kwh * terms.fixedPriceCKwh * vat) / 100);
    const cost = (energyEur: number, feeEurMonth: number) => {
      const basicFeeEur = round2(feeEurMonth * vat);
      return { energyEur, basicFeeEur, totalEur: round2(energyEur + basicFeeEur), averageCKwh: kwh > 0 ? round2((energyEur * 100) / kwh) : null };
    };
    return {
      month: first.slice(0, 7),
      kwh: round2(kwh),
      unpricedKwh: 0,
      spot: cost(spotEnergy, terms.spotBasicFeeEurMonth),
      fixed: cost(fixedEnergy, terms.fixedBasicFeeEurMonth),
    };
  });
  return {
    locationIdentifier: DEMO_PLACE,
    terms,
    months,
    totals: {
      kwh: round2(months.reduce((sum, m) => sum + m.kwh, 0)),
      spotEur: round2(months.reduce((sum, m) => sum + m.spot.totalEur, 0)),
      fixedEur: round2(months.reduce((sum, m) => sum + (m.fixed?.totalEur ?? 0), 0)),
    },
  };
}
