import { localDateOf } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { Insight } from '../../contract';
import { centsToEuros, compare, hasData, periodCostCents } from './comparison';
import { Fraction } from './fraction';
import { monthRange, shiftMonth } from './monthRange';
import { amountToCents, loadRawSeries, periodFigures, type PeriodFigures, type RawSeries } from './periodFigures';
import { billContractOn, type PlaceData } from './placeData';
import { temperatureSensitivity } from './sensitivity';
import { chooseTip } from './tip';

const TOP = 3;

const round = (f: Fraction, decimals: number) => Number(f.round(decimals)) / 10 ** decimals;

export function figuresOfMonth(place: PlaceData, raw: RawSeries, month: string): PeriodFigures {
  const range = monthRange(month);
  return periodFigures(place, raw, range.first, range.last);
}

/** The first month with metered data at the place, or null. */
export async function firstMonthOf(db: Queryable, place: PlaceData): Promise<string | null> {
  const { rows } = await db.query<{ first: Date | null }>(
    // Walks the primary key from the earliest reading: the first non-missing one is near the start.
    'select start_utc as first from meter_readings where metering_point_id = $1 and kwh is not null order by start_utc limit 1',
    [place.meteringPointId],
  );
  const first = rows[0]?.first;
  return first ? localDateOf(new Date(first)).slice(0, 7) : null;
}

/** The story of one place and month: every page's content, from raw intervals. */
export async function buildInsight(db: Queryable, place: PlaceData, month: string): Promise<Insight> {
  const range = monthRange(month);
  const previousMonth = shiftMonth(month, -1);
  const yearAgo = shiftMonth(month, -12);
  // One read of 13 months covers every period below and the 365 days of the temperature slope.
  const raw = await loadRawSeries(db, place, monthRange(yearAgo).first, range.last);
  const firstMonth = await firstMonthOf(db, place);
  const current = figuresOfMonth(place, raw, month);
  const previous = figuresOfMonth(place, raw, previousMonth);
  const lastYear = figuresOfMonth(place, raw, yearAgo);
  const year = periodFigures(place, raw, monthRange(yearAgo).first, monthRange(previousMonth).last);
  const k = temperatureSensitivity(raw, range.last);
  const costCents = periodCostCents(current);
  const comparisons = [compare('previousMonth', previousMonth, previous, current, k), compare('yearAgo', yearAgo, lastYear, current, k)];
  const weighted = current.kwh.isZero() ? null : current.energyCents.div(current.kwh);

  const toHour = (h: PeriodFigures['hours'][number]) => ({
    startUtc: new Date(h.startMs).toISOString(),
    kwh: round(Fraction.scaled(h.kwh, 4), 3),
    euros: centsToEuros(amountToCents(h.amount).round(0)),
  });
  const byCost = [...current.hours].sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : a.startMs - b.startMs));
  const byKwh = [...current.hours].sort((a, b) => (b.kwh > a.kwh ? 1 : b.kwh < a.kwh ? -1 : a.startMs - b.startMs));

  // Budget reference: the mean monthly cost of the 12 months before, over the months that have data.
  const monthsWithData = new Set(year.daily.filter((d) => d.kwh !== 0n).map((d) => d.date.slice(0, 7))).size;
  const yearCents = year.energyCents.add(year.feesCents);
  const averageCents = monthsWithData > 0 ? yearCents.div(Fraction.of(12)).round(0) : null;

  const contract = billContractOn(place, range.last);
  const terms = place.energyPrices.contractOn(range.last);
  return {
    locationIdentifier: place.locationIdentifier,
    name: place.name,
    month,
    summary: {
      month,
      days: current.days,
      kwh: round(current.kwh, 2),
      euros: centsToEuros(costCents),
      energyEuros: centsToEuros(current.energyCents.round(0)),
      feesEuros: centsToEuros(current.feesCents.round(0)),
      weightedPriceCKwh: weighted ? round(weighted, 2) : null,
      plainPriceCKwh: current.plainPrice ? round(current.plainPrice, 2) : null,
      degreeDays: current.hdd ? round(current.hdd, 1) : null,
      complete: current.missingIntervals === 0 && current.unpricedIntervals === 0 && hasData(current),
      missingIntervals: current.missingIntervals,
    },
    comparisons,
    topHours: { mostExpensive: byCost.slice(0, TOP).map(toHour), highestConsumption: byKwh.slice(0, TOP).map(toHour) },
    tip: { key: chooseTip(current, weighted) },
    budget: {
      months: monthsWithData,
      averageEuros: averageCents === null || monthsWithData < 12 ? null : centsToEuros(averageCents),
      differenceEuros: averageCents === null || monthsWithData < 12 ? null : centsToEuros(costCents - averageCents),
    },
    greenPower: contract
      ? { available: true, productName: contract.greenPowerName, sharePercent: contract.greenPowerOn ? 100 : 0 }
      : { available: false, productName: null, sharePercent: null },
    // No origin data for local production exists in the domain model: the page says so.
    localPower: { available: false, sharePercent: null },
    graph: {
      days: current.daily.map((d) => ({
        date: d.date,
        kwh: round(Fraction.scaled(d.kwh, 4), 2),
        euros: centsToEuros(amountToCents(d.amount).round(0)),
        degreeDays: d.hddHundredths === null ? null : Number(d.hddHundredths) / 100,
      })),
    },
    newUser: { isNew: firstMonth === month, firstMonth },
    package: { pricing: terms?.pricing ?? null, greenPowerOn: contract?.greenPowerOn ?? false, productName: contract?.greenPowerName ?? null },
  };
}
