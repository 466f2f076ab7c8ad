import { hashString } from '@portal/domain';
import { type DemoDataContext, type Queryable } from '@portal/core/server';

/** A stable id from the seed and a name, so the same seed writes the same rows byte for byte. */
const demoId = (seed: number, name: string) => `demo-${(hashString(`${seed}:${name}`) >>> 0).toString(16).padStart(8, '0')}`;

/**
 * Demo subscriptions for the demo customers, so the alert pages have something to show: every owner
 * gets a consumption alert on each electricity place whose consumptionAlert feature is writable (top
 * threshold twice the place's average day of the last week, so it rarely fires), a disruption alert
 * on each place with the disruptionAlert feature (requirements §9: demo push window 7:00–23:00), a
 * return-temperature alert on district heating places, and owners of a spot-priced place a price
 * limit and the daily price report.
 */
export async function alertsDemoData(tx: Queryable, context: DemoDataContext): Promise<void> {
  const now = context.today.toISOString();
  const since = new Date(context.today.getTime() - 7 * 86_400_000).toISOString();
  await tx.query(
    `insert into alert_consumption (user_id, location_identifier, active, top_threshold_kwh, bottom_threshold_kwh, updated_at)
     select la.user_id, l.location_identifier, true,
            greatest(1, round(2 * coalesce((select sum(r.kwh) / 7 from meter_readings r
                                             where r.metering_point_id = l.metering_point_id and r.start_utc >= $1), 10))),
            null, $2
       from location_access la
       join locations l using (location_identifier)
       join location_features f on f.location_identifier = l.location_identifier and f.feature = 'consumptionAlert'
      where la.relation = 'owner' and la.access_right = 'FULL_ACCESS' and f.enabled and not f.read_only and l.utility_type = 'ELECTRICITY'
     on conflict do nothing`,
    [since, now],
  );
  const { rows: disruptionPlaces } = await tx.query<{ user_id: string; location_identifier: string }>(
    `select la.user_id, l.location_identifier from location_access la
       join locations l using (location_identifier)
       join location_features f on f.location_identifier = l.location_identifier and f.feature = 'disruptionAlert'
      where la.relation = 'owner' and la.access_right = 'FULL_ACCESS' and f.enabled and not f.read_only and l.utility_type = 'ELECTRICITY'
      order by 1, 2`,
  );
  for (const place of disruptionPlaces) {
    await tx.query(
      `insert into alert_disruption_electricity (user_id, location_identifier, active, email_id, email_active, email_address,
         email_start_minute, email_end_minute, phone_id, phone_active, phone_number, phone_start_minute, phone_end_minute, updated_at)
       values ($1, $2, true, $3, true, null, 420, 1380, $4, false, null, 420, 1380, $5) on conflict do nothing`,
      [
        place.user_id,
        place.location_identifier,
        demoId(context.seed, `email:${place.user_id}:${place.location_identifier}`),
        demoId(context.seed, `phone:${place.user_id}:${place.location_identifier}`),
        now,
      ],
    );
  }
  await tx.query(
    `insert into alert_district_heating (user_id, location_identifier, return_active, return_days, disruption_active,
       email_notifications, sms_notifications, email, mobile_number, start_minute, end_minute, updated_at)
     select la.user_id, l.location_identifier, true, 3, true, true, false, null, null, 420, 1380, $1
       from location_access la join locations l using (location_identifier)
      where la.relation = 'owner' and l.utility_type = 'DISTRICT_HEATING'
     on conflict do nothing`,
    [now],
  );
  const { rows: spotOwners } = await tx.query<{ user_id: string }>(
    `select distinct la.user_id from location_access la join contracts c using (location_identifier)
      where la.relation = 'owner' and c.pricing = 'SPOT' and c.contract_type in ('ELECTRICITY', 'ELECTRICITY_AND_NETWORK')
      order by 1`,
  );
  for (const { user_id: userId } of spotOwners) {
    await tx.query(
      `insert into alert_energy_price (id, user_id, active, threshold_c_kwh, bottom_threshold_c_kwh, updated_at)
       values ($1, $2, true, 25.00, 0.00, $3) on conflict do nothing`,
      [demoId(context.seed, `price:${userId}`), userId, now],
    );
    await tx.query(
      `insert into alert_energy_price_report (id, user_id, active, email_notifications, push_notifications, unit, vat, updated_at)
       values ($1, $2, true, true, false, 'KWH', 'VAT_24', $3) on conflict do nothing`,
      [demoId(context.seed, `report:${userId}`), userId, now],
    );
  }
}
