/**
 * The SQL twin of spotPricesCovering + the hourly mean of measurePeriodByInterval: for every reading
 * `r` (start_utc, minutes) the spot price that covers it, in 1/10 000 c/kWh (= €/MWh × 1000, exact
 * int8), or NULL when part of it has no price (it is then unpriced, never free).
 *
 *   - a price starting with the reading that lasts at least as long (a quarter price, or an hourly
 *     price over an hourly reading);
 *   - else the price of the reading's UTC hour when it lasts to the reading's end (an hourly price over
 *     a quarter reading, before 1.10.2025);
 *   - else, for an hourly reading under quarter prices (from 1.10.2025), the mean of the hour's four
 *     quarter prices, rounded half away from zero at 1/10 000 c/kWh exactly as the JS engine does:
 *     (2|Σ| + 4) div 8 with Σ's sign. An hour lacking any quarter gets no mean, so NULL.
 *
 * Price periods start on their own boundary (hours on the hour, quarters on the quarter), as Nord Pool
 * publishes them; the covering rules above are exactly the JS walk for such series.
 *
 * $2 and $3 are the readings' UTC range; prices are read from an hour before it, like loadSpotPrices.
 */
const UTC_ORIGIN = `timestamptz '2000-01-01 00:00:00+00'`;

export const SPOT_CTES = `
spot as materialized (
  select start_utc, minutes, start_utc + minutes * interval '1 minute' as end_utc, (eur_mwh * 1000)::int8 as units
    from spot_prices
   where start_utc >= $2::timestamptz - interval '1 hour' and start_utc < $3::timestamptz
),
hourly as materialized (
  select start_utc, end_utc, units from spot where minutes = 60
  union all
  select hour_utc, hour_utc + interval '1 hour',
         sign(total) * ((2 * abs(total) + 4) / 8)
    from (select date_bin('1 hour', start_utc, ${UTC_ORIGIN}) as hour_utc, sum(units)::int8 as total
            from spot
           where minutes = 15
           group by 1
          having count(*) = 4 and bool_and(start_utc = date_bin('15 minutes', start_utc, ${UTC_ORIGIN}))) as quarters
)`;

/** Joins for a readings relation aliased `r`; they bring `s0` (same start) and `sh` (the hour's price). */
export const SPOT_JOINS = `
  left join spot s0 on s0.start_utc = r.start_utc
  left join hourly sh on sh.start_utc = date_bin('1 hour', r.start_utc, ${UTC_ORIGIN})`;

export const SPOT_UNITS_SQL = `case
    when s0.minutes >= r.minutes then s0.units
    when sh.end_utc >= r.start_utc + r.minutes * interval '1 minute' then sh.units
  end`;

export { UTC_ORIGIN };
