import type { Queryable } from '@portal/core/server';
import type { PlaceAlertCountsService } from '@portal/plugin-alerts/common';
import { LIST_PAGE_SIZE, type ListFilter, type ListPlace, type ListSortKey, type ListTotals, type SortDirection } from '../../contract';

/**
 * The company place list in one statement: the places the caller holds of one business customer
 * (location_access, so a sub-user sees exactly their grants), filtered, totalled and one page of them
 * sorted. Consumption comes from the monthly rollups, never from raw readings, so a page over 5 000
 * places stays a few index lookups per place (docs/performance.md "B2B place list").
 */
export interface ListScope {
  readonly userId: string;
  readonly company: string;
  readonly customerCode: string;
  /** First day of the previous Helsinki month (YYYY-MM-01): the totals' and the rows' month. */
  readonly month: string;
}

export interface ListRequest extends ListFilter {
  readonly sort: ListSortKey;
  readonly direction: SortDirection;
  /** 1-based; undefined = every row (the CSV). */
  readonly page?: number;
}

/** Sort expressions over `filtered`; nulls (no labels, reference id or position) come last both ways. */
const SORT_SQL: Readonly<Record<ListSortKey, string>> = {
  address: 'lower(street_address) %DIR%, postal_code %DIR%, lower(city) %DIR%',
  name: 'lower(name) %DIR%',
  company: 'lower(company_reference_id) %DIR% nulls last',
  labels: 'lower(sort_value) %DIR% nulls last',
  alertsEnabled: 'sort_value %DIR%',
  alertsTriggered: 'sort_value %DIR%',
  contentOrder: 'sort_value %DIR% nulls last',
};

export function orderBy(sort: ListSortKey, direction: SortDirection): string {
  // Always ends in the identifier, so equal keys page stably.
  return `${SORT_SQL[sort].replaceAll('%DIR%', direction)}, location_identifier ${direction}`;
}

/** A LIKE pattern that matches the text literally (% and _ typed by a user are not wildcards). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const labelsOf = (place: string) =>
  `(select array_agg(ll.label order by lower(ll.label), ll.label) from location_labels ll where ll.location_identifier = ${place})`;

/** The alerts plugin's per-place counts; undefined when the company ships no alerts plugin. */
type AlertCounts = PlaceAlertCountsService | undefined;

/**
 * An alert count of one place, correlated so the alerts plugin's select is a lookup by its (user, place)
 * key; 0 without the alerts plugin.
 */
const countOf = (alertCounts: AlertCounts, key: 'alertsEnabled' | 'alertsTriggered', place: string) =>
  alertCounts ? `(select coalesce(sum(c.n), 0)::int from (${alertCounts.sql[key]}) c where c.location_identifier = ${place})` : '0';

/**
 * The column a sort needs beyond the place's own: computed for every filtered place only when that
 * is the sort (labels, alert counts, content order are per-place lookups; the rest are columns).
 */
function sortValueSql(alertCounts: AlertCounts, sort: ListSortKey): string {
  switch (sort) {
    case 'labels':
      return `array_to_string(${labelsOf('l.location_identifier')}, ', ')`;
    case 'alertsEnabled':
    case 'alertsTriggered':
      return countOf(alertCounts, sort, 'l.location_identifier');
    case 'contentOrder':
      return '(select co.position from content_order co where co.user_id = $1 and co.location_identifier = l.location_identifier)';
    default:
      return 'null::int';
  }
}

/**
 * The visible, filtered places with their sort column. $1 user, $2 company, $3 customer code,
 * $4 month, $5 search pattern or null, $6 label or null.
 */
function filteredSql(alertCounts: AlertCounts, sort: ListSortKey): string {
  return `
    select l.location_identifier, coalesce(nm.display_name, l.name) as name, l.street_address, l.postal_code, l.city,
           l.company_reference_id, l.utility_type, la.access_right, ${sortValueSql(alertCounts, sort)} as sort_value,
           r.energy_kwh, ${COST_SQL} as cost_eur
      from location_access la
      join locations l on l.location_identifier = la.location_identifier
      left join location_names nm on nm.user_id = $1 and nm.location_identifier = l.location_identifier
      left join consumption_monthly_rollups r on r.location_identifier = l.location_identifier and r.month = $4::date
      left join lateral (
        select c.pricing, c.fixed_price_c_kwh, c.spot_margin_c_kwh, c.basic_fee_eur_month from contracts c
         where c.location_identifier = l.location_identifier and c.pricing is not null
           and c.start_date <= $4::date and (c.end_date is null or c.end_date >= $4::date)
         order by c.start_date desc limit 1
      ) k on true
      cross join spot
     where la.user_id = $1 and la.relation in ('owner', 'subUser') and l.company = $2 and l.customer_code = $3
       and ($5::text is null
            or l.street_address ilike $5 or l.city ilike $5 or l.postal_code ilike $5
            or coalesce(nm.display_name, l.name) ilike $5 or l.location_identifier ilike $5
            or l.company_reference_id ilike $5 or l.metering_point_id ilike $5
            or exists (select 1 from location_labels s where s.location_identifier = l.location_identifier and s.label ilike $5))
       and ($6::text is null
            or exists (select 1 from location_labels f where f.location_identifier = l.location_identifier and f.label = $6))`;
}

/**
 * Estimated energy cost of the month per place (docs/b2b.md "Cost in the totals"): the month's rollup
 * kWh times the energy price of the place's energy contract in force on the month's first day (a fixed
 * price, or the month's mean spot price plus the contract's margin), plus its basic fee. Network
 * (transfer) charges and electricity tax are not included. Rounded to the cent per place.
 */
const COST_SQL = `
  coalesce(round(coalesce(r.energy_kwh, 0) * (case when k.pricing = 'FIXED' then k.fixed_price_c_kwh
                                         else coalesce(spot.c_kwh, 0) + k.spot_margin_c_kwh end) / 100 + k.basic_fee_eur_month, 2), 0)`;

interface ListRow {
  location_identifier: string | null;
  name: string;
  street_address: string;
  postal_code: string;
  city: string;
  company_reference_id: string | null;
  utility_type: ListPlace['utilityType'];
  access_right: ListPlace['accessRight'];
  labels: string[] | null;
  alerts_enabled: number;
  alerts_triggered: number;
  energy_kwh: string | null;
  total_places: number;
  total_kwh: string;
  total_cost: string;
}

export interface ListResult {
  readonly places: ListPlace[];
  readonly totals: Omit<ListTotals, 'month'>;
}

const fixed = (value: string | null, decimals: number): string | null => (value === null ? null : Number(value).toFixed(decimals));

export async function queryList(db: Queryable, alertCounts: AlertCounts, scope: ListScope, request: ListRequest): Promise<ListResult> {
  const paging = request.page === undefined ? '' : `limit ${LIST_PAGE_SIZE} offset ${(request.page - 1) * LIST_PAGE_SIZE}`;
  const order = orderBy(request.sort, request.direction);
  // Labels and alert counts are looked up for the page's rows only (and for all rows only when they are the sort).
  const { rows } = await db.query<ListRow>(
    `with spot as (
       -- The month's mean spot price in c/kWh (VAT 0), for spot-priced contracts' cost.
       select avg(eur_mwh) / 10 as c_kwh from spot_prices
        where start_utc >= ($4::date::timestamp at time zone 'Europe/Helsinki')
          and start_utc < (($4::date + interval '1 month')::timestamp at time zone 'Europe/Helsinki')
     ),
     filtered as materialized (${filteredSql(alertCounts, request.sort)}),
     totals as (
       select count(*)::int as total_places, coalesce(sum(energy_kwh), 0)::numeric(18, 4)::text as total_kwh,
              coalesce(sum(cost_eur), 0)::numeric(14, 2)::text as total_cost
         from filtered
     ),
     page as (
       select row_number() over (order by ${order}) as ord, * from filtered order by ${order} ${paging}
     )
     select t.total_places, t.total_kwh, t.total_cost, p.location_identifier, p.name, p.street_address, p.postal_code, p.city,
            p.company_reference_id, p.utility_type, p.access_right, ${labelsOf('p.location_identifier')} as labels,
            ${countOf(alertCounts, 'alertsEnabled', 'p.location_identifier')} as alerts_enabled,
            ${countOf(alertCounts, 'alertsTriggered', 'p.location_identifier')} as alerts_triggered,
            p.energy_kwh::text as energy_kwh
       from totals t left join page p on true
      order by p.ord`,
    [scope.userId, scope.company, scope.customerCode, scope.month, request.search ? containsPattern(request.search) : null, request.label ?? null],
  );
  const first = rows[0];
  return {
    totals: {
      places: first?.total_places ?? 0,
      consumptionKwh: Number(first?.total_kwh ?? 0).toFixed(3),
      costEur: Number(first?.total_cost ?? 0).toFixed(2),
    },
    places: rows
      .filter((row) => row.location_identifier !== null)
      .map((row) => ({
        locationIdentifier: row.location_identifier as string,
        name: row.name,
        streetAddress: row.street_address,
        postalCode: row.postal_code,
        city: row.city,
        companyReferenceId: row.company_reference_id,
        utilityType: row.utility_type,
        labels: row.labels ?? [],
        alertsEnabled: row.alerts_enabled,
        alertsTriggered: row.alerts_triggered,
        accessRight: row.access_right,
        consumptionLastMonthKwh: fixed(row.energy_kwh, 3),
      })),
  };
}

/** Every label on the company's places the caller sees: the label filter's choices. */
export async function listLabels(db: Queryable, scope: ListScope): Promise<string[]> {
  const { rows } = await db.query<{ label: string }>(
    `select distinct ll.label from location_access la
       join locations l on l.location_identifier = la.location_identifier
       join location_labels ll on ll.location_identifier = l.location_identifier
      where la.user_id = $1 and la.relation in ('owner', 'subUser') and l.company = $2 and l.customer_code = $3
      order by 1`,
    [scope.userId, scope.company, scope.customerCode],
  );
  return rows.map((row) => row.label);
}
