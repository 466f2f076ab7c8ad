/**
 * The SQL twin of spotPricesCovering + the hourly mean of measurePeriodByInterval: for every reading
 * `r` (start_utc, minutes) the spot price that covers it in €/MWh (exact numeric with three decimals,
 * which are 1/10 000 c/kWh), or NULL when part of it has no price (it is then unpriced, never free).
 *
 * Readings and prices start on their own boundary (the Datahub and spot-price ingests enforce it:
 * quarters on the quarter, hours on the hour), so the JS walk comes down to:
 *   - a quarter reading: the price starting with it (a quarter price from 1.10.2025, or the hourly
 *     price at :00), else its UTC hour's hourly price;
 *   - an hourly reading: the hourly price starting with it, or under quarter prices (from 1.10.2025)
 *     the mean of its four quarter prices, rounded half away from zero at 1/10 000 c/kWh as the JS
 *     engine does: Σ €/MWh × 1000 / 4 = Σ × 250 ten-thousandths of c/kWh, exact in numeric, and
 *     numeric round() rounds ties away from zero. Any quarter missing: NULL.
 *
 * Each join is an equality on spot_prices' primary key, so a planner with stale statistics falls back
 * to index lookups, never to scanning every price per reading; the quarter joins have a NULL key for
 * quarter readings, which a hash join passes without probing. $2 and $3 bound the prices to the range
 * (from an hour before it, like loadSpotPrices) so the hash tables hold only the period's prices.
 */
export const UTC_ORIGIN = `timestamptz '2000-01-01 00:00:00+00'`;

const inRange = (alias: string) => `${alias}.start_utc >= $2::timestamptz - interval '1 hour' and ${alias}.start_utc < $3::timestamptz`;

const quarterJoin = (alias: string, minutes: number) => `
  left join spot_prices ${alias}
    on ${alias}.start_utc = case when r.minutes = 60 then r.start_utc + interval '${minutes} minutes' end
   and ${alias}.minutes = 15 and ${inRange(alias)}`;

/** Which spot-price lengths the range has: hourly (before 1.10.2025), quarters (from it), or both. */
export interface SpotPriceUnits {
  readonly hourly: boolean;
  readonly quarters: boolean;
}

/** How a readings relation aliased `r` (with a `minutes` column) gets its spot price. */
export interface SpotPriceSql {
  readonly joins: string;
  /** €/MWh with three decimals (numeric(10,3)): 1/10 000 c/kWh over 1000. NULL when not covered. */
  readonly eurMwh: string;
}

const S0_JOIN = `left join spot_prices s0 on s0.start_utc = r.start_utc and ${inRange('s0')}`;
const SH_JOIN = `left join spot_prices sh on sh.start_utc = date_bin('1 hour', r.start_utc, ${UTC_ORIGIN}) and sh.minutes = 60 and ${inRange('sh')}`;
const QUARTER_JOINS = `${quarterJoin('q1', 15)} ${quarterJoin('q2', 30)} ${quarterJoin('q3', 45)}`;
const QUARTER_MEAN = `round((s0.eur_mwh + q1.eur_mwh + q2.eur_mwh + q3.eur_mwh) * 250) * 0.001`;

/**
 * Only the joins the range's prices can match: each costs a hash probe per reading, so a year under
 * hourly prices alone needs one join, not five. With hourly prices alone every reading (a quarter, or
 * an hour on the hour) lies in one priced hour; with quarters alone a quarter reading has its own
 * price and an hourly one their mean; with both (a range across 1.10.2025) all rules apply.
 */
export function spotPriceSql(units: SpotPriceUnits): SpotPriceSql {
  if (units.hourly && !units.quarters) return { joins: SH_JOIN, eurMwh: 'sh.eur_mwh' };
  if (units.quarters && !units.hourly) {
    return {
      joins: `${S0_JOIN} ${QUARTER_JOINS}`,
      eurMwh: `case when r.minutes = 15 then s0.eur_mwh when s0.minutes = 15 then ${QUARTER_MEAN} end`,
    };
  }
  if (!units.hourly) return { joins: '', eurMwh: 'null::numeric' };
  return {
    joins: `${S0_JOIN} ${SH_JOIN} ${QUARTER_JOINS}`,
    eurMwh: `case
      when r.minutes = 15 then coalesce(s0.eur_mwh, sh.eur_mwh)
      when s0.minutes = 60 then s0.eur_mwh
      when s0.minutes = 15 then ${QUARTER_MEAN}
    end`,
  };
}

/** The range's price lengths ($1, $2: the readings' UTC range); each EXISTS stops at its first row. */
export const SPOT_PRICE_UNITS_SQL = `
select exists (select 1 from spot_prices where start_utc >= $1::timestamptz - interval '1 hour' and start_utc < $2::timestamptz and minutes = 60) as hourly,
       exists (select 1 from spot_prices where start_utc >= $1::timestamptz - interval '1 hour' and start_utc < $2::timestamptz and minutes = 15) as quarters`;
