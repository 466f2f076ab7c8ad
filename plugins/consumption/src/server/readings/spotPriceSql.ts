/**
 * The SQL twin of spotPricesCovering + the hourly mean of measurePeriodByInterval: for every reading
 * `r` (start_utc, minutes) the spot price that covers it, in 1/10 000 c/kWh (= €/MWh × 1000, exact
 * int8), or NULL when part of it has no price (it is then unpriced, never free).
 *
 * Readings and prices start on their own boundary (the Datahub and spot-price ingests enforce it:
 * quarters on the quarter, hours on the hour), so the JS walk comes down to:
 *   - a quarter reading: the price starting with it (a quarter price from 1.10.2025, or the hourly
 *     price at :00), else its UTC hour's hourly price;
 *   - an hourly reading: the hourly price starting with it, or under quarter prices (from 1.10.2025)
 *     the mean of its four quarter prices, rounded half away from zero at 1/10 000 c/kWh as the JS
 *     engine does. Σ €/MWh × 1000 / 4 = Σ × 250 is exact in numeric, and numeric round() rounds
 *     ties away from zero. Any quarter missing: NULL.
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

/** Joins for a readings relation aliased `r` with a `minutes` column. */
export const SPOT_JOINS = `
  left join spot_prices s0 on s0.start_utc = r.start_utc and ${inRange('s0')}
  left join spot_prices sh on sh.start_utc = date_bin('1 hour', r.start_utc, ${UTC_ORIGIN}) and sh.minutes = 60 and ${inRange('sh')}
  ${quarterJoin('q1', 15)} ${quarterJoin('q2', 30)} ${quarterJoin('q3', 45)}`;

export const SPOT_UNITS_SQL = `case
    when r.minutes = 15 then (coalesce(s0.eur_mwh, sh.eur_mwh) * 1000)::int8
    when s0.minutes = 60 then (s0.eur_mwh * 1000)::int8
    when s0.minutes = 15 then round((s0.eur_mwh + q1.eur_mwh + q2.eur_mwh + q3.eur_mwh) * 250)::int8
  end`;
