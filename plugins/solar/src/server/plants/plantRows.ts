import type { Queryable } from '@portal/core/server';

/** A plant as stored, with its link. */
export interface PlantRow {
  id: string;
  company: string;
  customer_code: string;
  name: string;
  production_point_id: string;
  latitude: string;
  longitude: string;
  kwp: string;
  panels: unknown;
  inverters: unknown;
  location_identifier: string | null;
  location_name: string | null;
  export_location_identifier: string | null;
}

const PLANT_SELECT = `
  select p.id, p.company, p.customer_code, p.name, p.production_point_id, p.latitude::text as latitude,
         p.longitude::text as longitude, p.kwp::text as kwp, p.panels, p.inverters,
         k.location_identifier, l.name as location_name, k.export_location_identifier
    from solar_plants p
    left join solar_plant_links k on k.plant_id = p.id
    left join locations l on l.location_identifier = k.location_identifier`;

/** Plants of the given customers, or linked to one of the given places, at one company. */
export async function plantsOf(db: Queryable, company: string, customerCodes: readonly string[], locations: readonly string[]): Promise<PlantRow[]> {
  const { rows } = await db.query<PlantRow>(
    `${PLANT_SELECT}
      where p.company = $1 and (p.customer_code = any($2::text[]) or k.location_identifier = any($3::text[]))
      order by p.name, p.id`,
    [company, [...customerCodes], [...locations]],
  );
  return rows;
}
