import { hashString } from '@portal/domain';
import { type DemoDataContext, type Queryable } from '@portal/core/server';

/**
 * Floor areas for the demo business customer's buildings, so listComparisons has kWh/m² to compare
 * (the contract system knows no areas; business customers enter them with setLocationDetails). Fixed
 * per place from the seed: 300–4 300 m², and one place a tenth of its size so an outlier shows.
 */
export async function placeDemoData(tx: Queryable, context: DemoDataContext): Promise<void> {
  const { rows } = await tx.query<{ location_identifier: string }>(
    `select location_identifier from locations where company_reference_id is not null and utility_type <> 'MICROGENERATION'
      order by location_identifier`,
  );
  const areas = rows.map((row, i) => {
    const area = 300 + (hashString(`${context.seed}:${row.location_identifier}`) % 4000);
    return [row.location_identifier, i === 3 ? Math.max(50, Math.round(area / 10)) : area] as const;
  });
  if (areas.length === 0) return;
  await tx.query(
    `insert into b2b_location_details (location_identifier, floor_area_m2)
     select * from unnest($1::text[], $2::numeric[]) on conflict (location_identifier) do nothing`,
    [areas.map((a) => a[0]), areas.map((a) => a[1])],
  );
}
