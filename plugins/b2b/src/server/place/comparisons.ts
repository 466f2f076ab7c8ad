import { formatLocalDate } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { ComparisonsResponse } from '../../contract/places';
import type { MemberPlace } from './companyLocation';
import { graphPeriod } from './graphPeriod';
import { kwhNumber } from './locationSeries';
import { modifiedZScores, OUTLIER_LIMIT } from './outliers';
import { sumMonthsPerMember } from './sumBuckets';

interface PlaceRow {
  location_identifier: string;
  name: string;
  metering_point_id: string;
  utility_type: MemberPlace['utilityType'];
  resolution_minutes: number;
  floor_area_m2: string | null;
}

/**
 * listComparisons: every consuming place of the company the caller sees, one year side by side.
 * `kwhPerM2` scores each place's kWh/m²; `perMonth` scores each month across places and keeps each
 * place's worst month. Outliers (|z| ≥ 3.5) first, then by score, so the manager sees the odd ones.
 */
export async function loadComparisons(
  db: Queryable,
  userId: string,
  company: string,
  customerCode: string,
  by: 'kwhPerM2' | 'perMonth',
  year: number,
  now: Date,
): Promise<ComparisonsResponse> {
  const { rows } = await db.query<PlaceRow>(
    `select l.location_identifier, coalesce(n.display_name, l.name) as name, l.metering_point_id, l.utility_type,
            l.resolution_minutes::int as resolution_minutes, d.floor_area_m2::text as floor_area_m2
       from locations l
       join location_access la on la.location_identifier = l.location_identifier and la.user_id = $1
       left join location_names n on n.location_identifier = l.location_identifier and n.user_id = $1
       left join b2b_location_details d on d.location_identifier = l.location_identifier
      where l.company = $2 and l.customer_code = $3 and l.utility_type <> 'MICROGENERATION'
      order by l.location_identifier`,
    [userId, company, customerCode],
  );
  const members: MemberPlace[] = rows.map((row) => ({
    locationIdentifier: row.location_identifier,
    meteringPointId: row.metering_point_id,
    utilityType: row.utility_type,
    resolutionMinutes: row.resolution_minutes === 60 ? 60 : 15,
  }));
  const sums = await sumMonthsPerMember(db, members, graphPeriod('year', formatLocalDate({ year, month: 1, day: 1 })), now);
  const places = rows.map((row) => {
    const months = (sums.get(row.metering_point_id) ?? []).map((s) => kwhNumber(s.kwh));
    const totalKwh = kwhNumber((sums.get(row.metering_point_id) ?? []).reduce((a, s) => a + s.kwh, 0n));
    const area = row.floor_area_m2 === null ? null : Number(row.floor_area_m2);
    return {
      locationIdentifier: row.location_identifier,
      name: row.name,
      totalKwh,
      floorAreaM2: area,
      kwhPerM2: area ? Math.round((totalKwh / area) * 1000) / 1000 : null,
      months,
    };
  });
  let scores: (number | null)[];
  if (by === 'kwhPerM2') {
    scores = modifiedZScores(places.map((p) => p.kwhPerM2));
  } else {
    const perMonth = Array.from({ length: 12 }, (_, m) => modifiedZScores(places.map((p) => (p.totalKwh > 0 ? p.months[m]! : null))));
    scores = places.map((_, i) =>
      perMonth.reduce<number | null>((worst, month) => {
        const z = month[i] ?? null;
        return z === null ? worst : worst === null || Math.abs(z) > Math.abs(worst) ? z : worst;
      }, null),
    );
  }
  const result = places.map((place, i) => {
    const z = scores[i] ?? null;
    return { ...place, deviation: z === null ? null : Math.round(z * 100) / 100, outlier: z !== null && Math.abs(z) >= OUTLIER_LIMIT };
  });
  result.sort(
    (a, b) =>
      Number(b.outlier) - Number(a.outlier) ||
      Math.abs(b.deviation ?? -1) - Math.abs(a.deviation ?? -1) ||
      a.locationIdentifier.localeCompare(b.locationIdentifier),
  );
  return { rows: result };
}
