/**
 * The SQL twin of spotPricesCovering + the hourly mean of measurePeriodByInterval: for every reading
 * `r` (start_utc, minutes) the spot price that covers it, in 1/10 000 c/kWh (= €/MWh × 1000, exact
 * int8), or NULL when part of it has no price (it is then unpriced, never free).
 *
 *   1. a price starting with the reading that lasts at least as long (a quarter price over a quarter
 *      reading, an hourly price over an hourly one);
 *   2. else the hourly price of the reading's UTC hour when it lasts to the reading's end (an hourly
 *      price over a quarter reading, before 1.10.2025);
 *   3. else, for an hourly reading under quarter prices (from 1.10.2025), the mean of the four quarter
 *      prices inside it, rounded half away from zero at 1/10 000 c/kWh as the JS engine does:
 *      (2|Σ| + 4) div 8 with Σ's sign, in int8 (sign() would go through float8). Fewer than four
 *      quarters: NULL.
 *
 * Price periods start on their own boundary (hours on the hour, quarters on the quarter), which the
 * spot-price ingest enforces; for such series these rules are exactly the JS walk.
 *
 * The joins go to spot_prices itself, not to a CTE: when statistics are stale the planner's worst
 * choice is then a nested loop over the primary key, not a scan of every price per reading. The mean
 * is a subquery inside its CASE branch, so only hourly readings under quarter prices pay for it.
 */
export const UTC_ORIGIN = `timestamptz '2000-01-01 00:00:00+00'`;

/** Joins for a readings relation aliased `r`: `s0` starts with it, `sh` is its UTC hour's hourly price. */
export const SPOT_JOINS = `
  left join spot_prices s0 on s0.start_utc = r.start_utc
  left join spot_prices sh on sh.start_utc = date_bin('1 hour', r.start_utc, ${UTC_ORIGIN}) and sh.minutes = 60`;

const QUARTER_MEAN_SQL = `(
      select case when total < 0 then -((4 - 2 * total) / 8) else (2 * total + 4) / 8 end
        from (select sum((q.eur_mwh * 1000)::int8)::int8 as total, count(*) as quarters,
                     bool_and(q.minutes = 15 and q.start_utc = date_bin('15 minutes', q.start_utc, ${UTC_ORIGIN})) as aligned
                from spot_prices q
               where q.start_utc >= r.start_utc and q.start_utc < r.start_utc + interval '1 hour') as m
       where quarters = 4 and aligned)`;

export const SPOT_UNITS_SQL = `case
    when s0.minutes >= r.minutes then (s0.eur_mwh * 1000)::int8
    when sh.start_utc + interval '1 hour' >= r.start_utc + r.minutes * interval '1 minute' then (sh.eur_mwh * 1000)::int8
    when r.minutes = 60 and s0.minutes = 15 then ${QUARTER_MEAN_SQL}
  end`;
