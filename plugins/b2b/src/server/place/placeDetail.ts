import { saveLocationDisplayName, type Queryable } from '@portal/core/server';
import type { PlaceDetail, SetLocationDetailsBody } from '../../contract/places';
import type { CompanyLocation } from './companyLocation';
import { SUMMARY_COLUMNS, SUMMARY_JOIN, toPlaceSummary } from './placeSummaries';

interface DetailRow {
  floor_area_m2: string | null;
  cost_centre: string | null;
  building_type: PlaceDetail['buildingType'];
}

/**
 * A place's or composite's detail. A composite's floor area is the sum of its members' (null when any
 * member has none: a partial sum would make its kWh/m² look better than it is).
 */
export async function loadPlaceDetail(db: Queryable, userId: string, location: CompanyLocation): Promise<PlaceDetail> {
  const ids = location.members.map((member) => member.locationIdentifier);
  const members = await db.query<Parameters<typeof toPlaceSummary>[0]>(
    `select ${SUMMARY_COLUMNS} from locations l ${SUMMARY_JOIN} where l.location_identifier = any($2::text[]) order by l.location_identifier`,
    [userId, ids],
  );
  const details = await db.query<DetailRow>(
    `select d.floor_area_m2::text as floor_area_m2, d.cost_centre, l.building_type
       from locations l left join b2b_location_details d using (location_identifier)
      where l.location_identifier = any($1::text[])`,
    [ids],
  );
  const areas = details.rows.map((row) => row.floor_area_m2);
  const floorAreaM2 = areas.length > 0 && areas.every((a) => a !== null) ? areas.reduce((sum, a) => sum + Number(a), 0) : null;
  const single = location.isComposite ? null : details.rows[0];
  const summaries = members.rows.map(toPlaceSummary);
  return {
    compositeLocationIdentifier: location.identifier,
    name: location.isComposite ? location.name : (summaries[0]?.name ?? location.name),
    utilityType: location.utilityType,
    accessRight: location.right,
    isNotACompositeLocation: !location.isComposite,
    isAlreadyACompositeLocation: location.isComposite ? false : (summaries[0]?.isAlreadyACompositeLocation ?? false),
    members: summaries,
    floorAreaM2: floorAreaM2 === null ? null : Math.round(floorAreaM2 * 100) / 100,
    costCentre: single?.cost_centre ?? null,
    buildingType: single?.building_type ?? null,
  };
}

/**
 * setLocationDetails: a composite's name is the company's; a plain place's name is the caller's own
 * display name (location_names), its floor area and cost centre the company's. Fields left out stay.
 */
export async function saveLocationDetails(db: Queryable, userId: string, location: CompanyLocation, body: SetLocationDetailsBody): Promise<void> {
  if (location.isComposite) {
    if (body.name !== undefined) {
      await db.query('update composite_locations set name = $2 where composite_location_identifier = $1', [location.identifier, body.name]);
    }
    return;
  }
  if (body.name !== undefined) {
    await saveLocationDisplayName(db, userId, location.identifier, body.name);
  }
  if (body.floorAreaM2 !== undefined || body.costCentre !== undefined) {
    await db.query(
      `insert into b2b_location_details (location_identifier, floor_area_m2, cost_centre, updated_by)
       values ($1, $2, $3, $4)
       on conflict (location_identifier) do update set
         floor_area_m2 = case when $5 then excluded.floor_area_m2 else b2b_location_details.floor_area_m2 end,
         cost_centre = case when $6 then excluded.cost_centre else b2b_location_details.cost_centre end,
         updated_at = now(), updated_by = excluded.updated_by`,
      [location.identifier, body.floorAreaM2 ?? null, body.costCentre ?? null, userId, body.floorAreaM2 !== undefined, body.costCentre !== undefined],
    );
  }
}
