import { CORE_API_VERSION, createServiceFactory, defineServerPlugin, type Database } from '@portal/core/server';
import { localDateOf, withGsrnCheckDigit } from '@portal/domain';
import { refreshConsumptionRollups } from '@portal/domain/server';
import { placeAlertCountsServiceRef } from '@portal/plugin-alerts/common';

/**
 * A business customer's places for the list tests: `count` places, each with a distinct address, name
 * and (mostly) reference id in a scrambled order, so every sort key gives a different order; labels
 * on most. Places are `${prefix}-001`...
 */
export interface FixturePlace {
  readonly id: string;
  readonly street: string;
  readonly name: string;
  readonly reference: string | null;
  readonly labels: readonly string[];
  readonly mp: string;
}

const LABELS = ['Helsinki', 'Koulut', 'Vaasa', 'kirjasto'];

export function fixturePlaces(prefix: string, count: number, serialBase: number): FixturePlace[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      id: `${prefix}-${String(n).padStart(3, '0')}`,
      street: `Katu ${String((n * 17) % 97).padStart(2, '0')}`,
      name: `Kohde ${String((n * 29) % 89).padStart(2, '0')}`,
      reference: n % 7 === 0 ? null : `KP${String((n * 13) % 83).padStart(2, '0')}`,
      labels: n % 5 === 0 ? [] : [LABELS[n % 4]!, ...(n % 3 === 0 ? [LABELS[(n + 1) % 4]!] : [])],
      mp: withGsrnCheckDigit(`643${String(serialBase + n).padStart(14, '0')}`),
    };
  });
}

export async function insertPlaces(db: Database, customerCode: string, places: readonly FixturePlace[]): Promise<void> {
  for (const p of places) {
    await db.query(
      `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name, street_address,
                              postal_code, city, building_type, company_reference_id, resolution_minutes)
       values ($1, 'VARE', $2, $3, 'ELECTRICITY', $4, $5, '65100', 'Vaasa', 'CompanyBuilding', $6, 60)`,
      [p.id, customerCode, p.mp, p.name, p.street, p.reference],
    );
    for (const label of p.labels) {
      await db.query(`insert into location_labels (location_identifier, company, label) values ($1, 'VARE', $2)`, [p.id, label]);
    }
  }
}

export async function grant(
  db: Database,
  userId: string,
  places: readonly FixturePlace[],
  relation: 'owner' | 'subUser',
  right: 'READ_ONLY' | 'FULL_ACCESS' = 'FULL_ACCESS',
): Promise<void> {
  for (const p of places) {
    await db.query(`insert into location_access (user_id, location_identifier, relation, access_right) values ($1, $2, $3, $4)`, [
      userId,
      p.id,
      relation,
      right,
    ]);
  }
}

export async function customership(db: Database, userId: string, code: string, type: 'B2B' | 'B2C', name: string | null = null): Promise<void> {
  await db.query(`insert into customerships (user_id, company, customer_code, customer_type, business_name) values ($1, 'VARE', $2, $3, $4)`, [
    userId,
    code,
    type,
    name,
  ]);
}

/** Hourly readings from one UTC instant to another for one place, rolled up as the ingest does. */
export async function meterHours(db: Database, place: FixturePlace, fromUtc: string, toUtc: string, kwhOf: (i: number) => number): Promise<void> {
  const starts: string[] = [];
  const values: string[] = [];
  for (let t = Date.parse(fromUtc), i = 0; t < Date.parse(toUtc); t += 3_600_000, i++) {
    starts.push(new Date(t).toISOString());
    values.push(kwhOf(i).toFixed(4));
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
       select $1, s, 60, v, 'measured' from unnest($2::timestamptz[], $3::numeric[]) as t(s, v)`,
      [place.mp, starts, values],
    );
    const days = [...new Set(starts.map((s) => localDateOf(new Date(s))))];
    await refreshConsumptionRollups(tx, [{ meteringPointId: place.mp, days }]);
  });
}

/**
 * Stands in for the alerts plugin (plugins do not import each other): per-place alert counts from a
 * table of its own, through the same placeAlertCountsService the alerts plugin provides.
 */
export const alertCountsFixturePlugin = defineServerPlugin({
  id: 'alert-counts-fixture',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  migrations: [
    {
      id: '001_fixture_alerts',
      sql: `create table fixture_alerts (user_id text not null, location_identifier text not null, enabled int not null, triggered int not null)`,
    },
  ],
  provides: [
    createServiceFactory({
      service: placeAlertCountsServiceRef,
      factory: () => ({
        sql: {
          alertsEnabled: 'select location_identifier, enabled as n from fixture_alerts where user_id = $1',
          alertsTriggered: 'select location_identifier, triggered as n from fixture_alerts where user_id = $1',
        },
      }),
    }),
  ],
});
