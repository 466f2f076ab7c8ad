import { ApiError, type AuthenticatedUser, type Database } from '@portal/core/server';
import { withGsrnCheckDigit } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocationAccess } from './locationAccess';
import { domainMigrations } from './migrations';
import { createTestDatabase } from './testing/pgliteDatabase';

const user = (id: string): AuthenticatedUser => ({ id, email: `${id}@example.test`, name: id, groups: [] });
const owner = user('owner');
const subUser = user('sub');
const representative = user('rep');
const stranger = user('stranger');

async function insertPlace(db: Database, id: string, company: string, serial: string): Promise<void> {
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     values ($1, $2, 'C1', $3, 'ELECTRICITY', $1, 'Testikatu 1', '00100', 'Helsinki', 'Apartment', 15)`,
    [id, company, withGsrnCheckDigit(`64300000000000${serial}`)],
  );
}

async function grant(db: Database, userId: string, place: string, relation: string, right: string): Promise<void> {
  await db.query('insert into location_access (user_id, location_identifier, relation, access_right) values ($1, $2, $3, $4)', [
    userId,
    place,
    relation,
    right,
  ]);
}

describe('createLocationAccess', () => {
  let db: Database;

  beforeAll(async () => {
    db = await createTestDatabase(domainMigrations);
    for (const u of [owner, subUser, representative, stranger]) {
      await db.query("insert into users (id, email, name, password_hash) values ($1, $2, $3, 'x')", [u.id, u.email, u.name]);
    }
    await insertPlace(db, 'P1', 'VARE', '001');
    await insertPlace(db, 'P2', 'VARE', '002');
    await insertPlace(db, 'P3', 'SV', '003');
    await grant(db, owner.id, 'P1', 'owner', 'FULL_ACCESS');
    await grant(db, owner.id, 'P2', 'owner', 'FULL_ACCESS');
    await grant(db, owner.id, 'P3', 'owner', 'FULL_ACCESS');
    await grant(db, subUser.id, 'P1', 'subUser', 'READ_ONLY');
    await grant(db, subUser.id, 'P2', 'subUser', 'FULL_ACCESS');
    await grant(db, representative.id, 'P1', 'representative', 'READ_ONLY');
  });
  afterAll(async () => db.close());

  it('lists only the places of the asking company', async () => {
    const access = createLocationAccess(db);
    const vare = await access.visibleLocations(owner, 'VARE');
    expect(vare.map((g) => g.locationIdentifier)).toEqual(['P1', 'P2']);
    expect(vare.every((g) => g.right === 'FULL_ACCESS' && g.relation === 'owner')).toBe(true);
    expect((await access.visibleLocations(owner, 'SV')).map((g) => g.locationIdentifier)).toEqual(['P3']);
    expect(await access.visibleLocations(stranger, 'VARE')).toEqual([]);
  });

  it('lets the owner write', async () => {
    const grantP1 = await createLocationAccess(db).requireLocation(owner, 'VARE', 'P1', 'write');
    expect(grantP1).toEqual({ locationIdentifier: 'P1', right: 'FULL_ACCESS', relation: 'owner' });
  });

  it('lets a read-only sub-user read but not write, and a full-access one write', async () => {
    const access = createLocationAccess(db);
    await expect(access.requireLocation(subUser, 'VARE', 'P1', 'read')).resolves.toMatchObject({ right: 'READ_ONLY' });
    await expect(access.requireLocation(subUser, 'VARE', 'P1', 'write')).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    await expect(access.requireLocation(subUser, 'VARE', 'P2', 'write')).resolves.toMatchObject({ right: 'FULL_ACCESS' });
  });

  it('keeps a representative read-only', async () => {
    const access = createLocationAccess(db);
    await expect(access.requireLocation(representative, 'VARE', 'P1', 'read')).resolves.toMatchObject({
      relation: 'representative',
      right: 'READ_ONLY',
    });
    await expect(access.requireLocation(representative, 'VARE', 'P1', 'write')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(grant(db, representative.id, 'P2', 'representative', 'FULL_ACCESS')).rejects.toThrow(/representative_is_read_only/);
  });

  it('answers NOT_FOUND for a foreign, unknown or other-company place', async () => {
    const access = createLocationAccess(db);
    for (const [who, place, company] of [
      [stranger, 'P1', 'VARE'],
      [subUser, 'P3', 'SV'],
      [owner, 'NOPE', 'VARE'],
      [owner, 'P3', 'VARE'],
    ] as const) {
      const error = await access.requireLocation(who, company, place, 'read').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Use place not found' });
    }
  });
});
