import {
  addLocalDays,
  deliveryDateOf,
  divideHalfAwayFromZero,
  localDateOf,
  localDaysRangeUtc,
  parseLocalDate,
  parseScaled,
  PRICE_SCALE,
  spotEurMwhToPrice,
  spotPricesCovering,
  VAT_FACTOR_ONE,
  type LocalDate,
} from '@portal/domain';
import { loadSpotPrices } from '@portal/domain/server';
import { type Queryable } from '@portal/core/server';
import { heatingDegreeDaysHundredths } from './degreeDays';
import { Fraction } from './fraction';
import { billContractOn, type PlaceData } from './placeData';

/** Exact money at 1e-12 cents (kWh 4 decimals × c/kWh 4 × VAT factor 4), core's AMOUNT_SCALE. */
const AMOUNT_DECIMALS = 12;
const HOUR_MS = 3_600_000;

export interface HourFigure {
  readonly startMs: number;
  kwh: bigint;
  amount: bigint;
}

export interface DayFigure {
  readonly date: LocalDate;
  kwh: bigint;
  amount: bigint;
  /** Heating degree days in 1/100, null without temperature data. */
  hddHundredths: bigint | null;
}

/** A run of local days of one place, priced from raw intervals (never from rollups or downsampled data). */
export interface PeriodFigures {
  readonly first: LocalDate;
  readonly last: LocalDate;
  readonly days: number;
  /** kWh, exact. */
  readonly kwh: Fraction;
  /** Energy + transfer + electricity tax, VAT of each delivery date included, in cents. */
  readonly energyCents: Fraction;
  /** Time-weighted mean of the unit price (c/kWh with VAT) over the priced intervals: the month's price level. */
  readonly plainPrice: Fraction | null;
  /** Basic fees of the days, with VAT, in cents. */
  readonly feesCents: Fraction;
  /** Heating degree days of the period; null when a day has no temperature. */
  readonly hdd: Fraction | null;
  readonly missingIntervals: number;
  readonly unpricedIntervals: number;
  readonly intervals: number;
  readonly hours: readonly HourFigure[];
  readonly daily: readonly DayFigure[];
}

interface ReadingRow {
  start_ms: string;
  minutes: number;
  kwh: string | null;
}

/** Days of the month a date is in (the monthly basic fee is spread over them). */
function daysInMonthOf(date: LocalDate): number {
  const { year, month } = parseLocalDate(date);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The unit price of one interval at 1e-8 c/kWh with VAT: energy (spot + margin or fixed) with the
 * electricity energy sale's VAT of the delivery date, plus transfer and electricity tax with the
 * general VAT when the contract includes the network. Null when it cannot be priced.
 */
function unitPrice(place: PlaceData, date: LocalDate, spot: string[] | null): bigint | null {
  const terms = place.energyPrices.contractOn(date);
  if (!terms) return null;
  if (terms.pricing === 'FIXED') return withNetwork(place, date, place.energyPrices.priceFor(date, null)!);
  if (!spot) return null;
  // An hourly meter under quarter prices: the mean of the four, rounded as the consumption plugin does.
  const energy =
    spot.length === 1
      ? spotEurMwhToPrice(spot[0]!)
      : divideHalfAwayFromZero(
          spot.reduce((sum, p) => sum + spotEurMwhToPrice(p), 0n),
          BigInt(spot.length),
        );
  return withNetwork(place, date, energy + parseScaled(terms.spotMarginCKwh, PRICE_SCALE));
}

interface DayRates {
  /** 1 + the electricity energy VAT of the day, at 1/10 000. */
  readonly energyFactor: bigint;
  /** (transfer + electricity tax) × (1 + general VAT) of the day, at 1e-8 c/kWh; 0 without the network. */
  readonly network: bigint;
}

// A month has at most 31 delivery dates but thousands of intervals: the day's rates are looked up once.
const dayRatesMemo = new WeakMap<PlaceData, Map<string, DayRates>>();

function dayRates(place: PlaceData, date: LocalDate): DayRates {
  let memo = dayRatesMemo.get(place);
  if (!memo) dayRatesMemo.set(place, (memo = new Map()));
  let rates = memo.get(date);
  if (!rates) {
    const contract = billContractOn(place, date);
    const network =
      !contract || contract.transferPriceCKwh === null || contract.taxClass === null
        ? 0n
        : (parseScaled(contract.transferPriceCKwh, PRICE_SCALE) + place.tax.rateOn(contract.taxClass, date)) *
          (VAT_FACTOR_ONE + place.vat.rateOn('general', date));
    rates = { energyFactor: VAT_FACTOR_ONE + place.vat.rateOn('electricity_energy', date), network };
    memo.set(date, rates);
  }
  return rates;
}

function withNetwork(place: PlaceData, date: LocalDate, energyPrice: bigint): bigint {
  const rates = dayRates(place, date);
  return energyPrice * rates.energyFactor + rates.network;
}

/** One stored interval, priced once: its delivery date and unit price (null when it cannot be priced). */
export interface PricedReading {
  readonly startMs: number;
  readonly minutes: number;
  /** kWh at 1/10 000, null when missing. */
  readonly kwh: bigint | null;
  readonly date: LocalDate;
  readonly price: bigint | null;
}

/**
 * The raw data of a span of local days, read once per request: every interval priced, and each day's
 * heating degree days. The periods an insight compares (the month, the one before, a year ago, the year
 * for the budget and the temperature slope) are cut from it, so each row is read and priced once.
 */
export interface RawSeries {
  readonly first: LocalDate;
  readonly last: LocalDate;
  readonly readings: readonly PricedReading[];
  readonly hddByDay: ReadonlyMap<string, bigint>;
}

interface TemperatureRow {
  start_ms: string;
  celsius: string;
}

/**
 * Daily degree days from the hourly temperatures of the place's weather area: the day's mean in exact
 * 1/100 °C (Σ hundredths / hours, rounded half away from zero), grouped by the Helsinki day in JS.
 */
async function dailyDegreeDays(db: Queryable, area: string | null, first: LocalDate, last: LocalDate): Promise<Map<string, bigint>> {
  const result = new Map<string, bigint>();
  if (!area) return result;
  const range = localDaysRangeUtc(first, last);
  const { rows } = await db.query<TemperatureRow>(
    `select (extract(epoch from start_utc) * 1000)::int8::text as start_ms, celsius::text as celsius
       from outdoor_temperatures where area = $1 and start_utc >= $2 and start_utc < $3`,
    [area, range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  const sums = new Map<string, { sum: bigint; n: bigint }>();
  for (const row of rows) {
    const day = localDateOf(Number(row.start_ms));
    const entry = sums.get(day) ?? { sum: 0n, n: 0n };
    entry.sum += parseScaled(row.celsius, 2);
    entry.n += 1n;
    sums.set(day, entry);
  }
  for (const [day, { sum, n }] of sums) {
    const magnitude = ((sum < 0n ? -sum : sum) * 2n + n) / (2n * n);
    result.set(day, heatingDegreeDaysHundredths(day, sum < 0n ? -magnitude : magnitude));
  }
  return result;
}

export async function loadRawSeries(db: Queryable, place: PlaceData, first: LocalDate, last: LocalDate): Promise<RawSeries> {
  const range = localDaysRangeUtc(first, last);
  const readings = await db.query<ReadingRow>(
    `select (extract(epoch from start_utc) * 1000)::int8::text as start_ms, minutes::int as minutes, kwh::text as kwh
       from meter_readings where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 order by start_utc`,
    [place.meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  const spot = await loadSpotPrices(db, range);
  const hddByDay = await dailyDegreeDays(db, place.temperatureArea, first, last);
  // The delivery date changes at local midnight: compute it once per day, not per interval.
  let dayEnd = -Infinity;
  let date = first;
  const priced: PricedReading[] = readings.rows.map((row) => {
    const startMs = Number(row.start_ms);
    if (startMs >= dayEnd || startMs < dayEnd - 26 * HOUR_MS) {
      date = deliveryDateOf(startMs);
      dayEnd = localDaysRangeUtc(date, date).endUtc.getTime();
    }
    return {
      startMs,
      minutes: row.minutes,
      kwh: row.kwh === null ? null : parseScaled(row.kwh, 4),
      date,
      price: unitPrice(place, date, spotPricesCovering(spot, startMs, row.minutes)),
    };
  });
  return { first, last, readings: priced, hddByDay };
}

/** The figures of local days [first, last], cut from raw data that covers them. */
export function periodFigures(place: PlaceData, raw: RawSeries, first: LocalDate, last: LocalDate): PeriodFigures {
  const range = localDaysRangeUtc(first, last);
  const fromMs = range.startUtc.getTime();
  const toMs = range.endUtc.getTime();
  const hddByDay = raw.hddByDay;

  const daily = new Map<string, DayFigure>();
  let day = first;
  let dayCount = 0;
  let fees = new Fraction(0n);
  let hddTotal: bigint | null = 0n;
  while (day <= last) {
    const hdd = hddByDay.get(day) ?? null;
    daily.set(day, { date: day, kwh: 0n, amount: 0n, hddHundredths: hdd });
    if (hdd === null) hddTotal = null;
    else if (hddTotal !== null) hddTotal += hdd;
    const contract = billContractOn(place, day);
    if (contract) {
      const feeAmount =
        contract.basicFeeCents * (VAT_FACTOR_ONE + place.vat.rateOn('electricity_energy', day)) +
        contract.transferBasicFeeCents * (VAT_FACTOR_ONE + place.vat.rateOn('general', day));
      fees = fees.add(new Fraction(feeAmount, VAT_FACTOR_ONE * BigInt(daysInMonthOf(day))));
    }
    dayCount++;
    day = addLocalDays(day, 1);
  }

  const hours = new Map<number, HourFigure>();
  let kwhTotal = 0n;
  let amountTotal = 0n;
  let priceTime = 0n;
  let pricedMinutes = 0n;
  let missing = 0;
  let unpriced = 0;
  let intervals = 0;
  for (const reading of raw.readings) {
    if (reading.startMs < fromMs || reading.startMs >= toMs) continue;
    intervals++;
    const { price, startMs } = reading;
    if (price !== null) {
      priceTime += price * BigInt(reading.minutes);
      pricedMinutes += BigInt(reading.minutes);
    }
    if (reading.kwh === null) {
      missing++;
      continue;
    }
    if (price === null) {
      unpriced++;
      continue;
    }
    const amount = reading.kwh * price;
    kwhTotal += reading.kwh;
    amountTotal += amount;
    const dayFigure = daily.get(reading.date);
    if (dayFigure) {
      dayFigure.kwh += reading.kwh;
      dayFigure.amount += amount;
    }
    const hourStart = startMs - (startMs % HOUR_MS);
    const hour = hours.get(hourStart) ?? { startMs: hourStart, kwh: 0n, amount: 0n };
    hour.kwh += reading.kwh;
    hour.amount += amount;
    hours.set(hourStart, hour);
  }

  return {
    first,
    last,
    days: dayCount,
    kwh: Fraction.scaled(kwhTotal, 4),
    energyCents: Fraction.scaled(amountTotal, AMOUNT_DECIMALS),
    plainPrice: pricedMinutes === 0n ? null : new Fraction(priceTime, pricedMinutes * 10n ** 8n),
    feesCents: fees,
    hdd: hddTotal === null ? null : Fraction.scaled(hddTotal, 2),
    missingIntervals: missing,
    unpricedIntervals: unpriced,
    intervals,
    hours: [...hours.values()],
    daily: [...daily.values()],
  };
}

/** An exact amount at 1e-12 cents as a fraction of cents. */
export function amountToCents(amount: bigint): Fraction {
  return Fraction.scaled(amount, AMOUNT_DECIMALS);
}
