import { addLocalDays, ENERGY_SCALE, localDateOf, localDaysRangeUtc, parseScaled, scaledToNumber } from '@portal/domain';
import { type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import type { FindLinkResponse } from '../../contract';
import type { VisiblePlant } from '../plants/plantAccess';
import { productionRows } from '../readings/productionSums';
import { correlation } from './correlation';

/** requirements §9: the production search looks back at most 7 days. */
export const FIND_LINK_DAYS = 7;
/** Fewer overlapping hours than three days' worth cannot tell two sunny places apart. */
export const MIN_OVERLAP_HOURS = 72;
/** How closely a place's hourly export must follow the production to be called a match. */
export const MIN_CORRELATION = 0.8;

interface ExportPlace {
  location_identifier: string;
  metering_point_id: string;
  consumption_location: string | null;
  consumption_name: string | null;
}

/**
 * Matches a plant to one of the caller's places: the plant's hourly production over the last (at most)
 * 7 local days against each visible production (export) point's hourly export. A plant's surplus
 * reaches the grid only when it produces, so the right place's export follows the production hour by
 * hour (the place's own use only lowers it). The suggested place is the export point's consumption
 * place (same customer and address), as a link nets against that. Places another plant is already
 * exported through are still compared, but the best free one wins a tie.
 */
export async function findLink(context: ServerPluginContext, user: AuthenticatedUser, plant: VisiblePlant): Promise<FindLinkResponse> {
  const today = localDateOf(context.now());
  const range = localDaysRangeUtc(addLocalDays(today, -FIND_LINK_DAYS), addLocalDays(today, -1));
  const production = new Map<number, number>();
  for (const row of await productionRows(context.db, [plant.row.production_point_id], range)) {
    const hour = Math.floor(row.ms / 3_600_000);
    production.set(hour, (production.get(hour) ?? 0) + scaledToNumber(row.kwh, ENERGY_SCALE));
  }
  const grants = await context.access.visibleLocations(user, context.company);
  const { rows: places } = await context.db.query<ExportPlace>(
    `select e.location_identifier, e.metering_point_id, c.location_identifier as consumption_location, c.name as consumption_name
       from locations e
       left join lateral (
         select x.location_identifier, x.name from locations x
          where x.company = e.company and x.customer_code = e.customer_code and x.street_address = e.street_address
            and x.postal_code = e.postal_code and x.utility_type = 'ELECTRICITY'
            and x.location_identifier = any($2::text[])
          order by x.location_identifier limit 1) c on true
      where e.utility_type = 'MICROGENERATION' and e.location_identifier = any($2::text[]) and e.company = $1`,
    [context.company, grants.map((grant) => grant.locationIdentifier)],
  );
  const candidates: FindLinkResponse['candidates'] = [];
  for (const place of places) {
    if (!place.consumption_location || !place.consumption_name) continue;
    const { rows } = await context.db.query<{ ms: string; kwh: string }>(
      `select (extract(epoch from start_utc) * 1000)::bigint::text as ms, kwh::text as kwh from meter_readings
        where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 and kwh is not null`,
      [place.metering_point_id, range.startUtc.toISOString(), range.endUtc.toISOString()],
    );
    const exported = new Map<number, number>();
    for (const row of rows) {
      const hour = Math.floor(Number(row.ms) / 3_600_000);
      exported.set(hour, (exported.get(hour) ?? 0) + scaledToNumber(parseScaled(row.kwh, ENERGY_SCALE), ENERGY_SCALE));
    }
    const hours = [...production.keys()].filter((hour) => exported.has(hour)).sort((a, b) => a - b);
    if (hours.length < MIN_OVERLAP_HOURS) continue;
    const r = correlation(
      hours.map((h) => production.get(h)!),
      hours.map((h) => exported.get(h)!),
    );
    if (r === null) continue;
    const days = new Set(hours.map((h) => localDateOf(h * 3_600_000))).size;
    candidates.push({
      locationIdentifier: place.consumption_location,
      locationName: place.consumption_name,
      correlation: Math.round(r * 1000) / 1000,
      days: Math.min(days, FIND_LINK_DAYS),
    });
  }
  candidates.sort((a, b) => b.correlation - a.correlation || a.locationIdentifier.localeCompare(b.locationIdentifier));
  const best = candidates[0];
  return { panelId: plant.row.id, match: best && best.correlation >= MIN_CORRELATION ? best : null, candidates };
}
