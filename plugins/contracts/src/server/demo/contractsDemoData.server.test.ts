import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, grantLocationAccess, type TestDatabase } from '@portal/core/server/testing';
import { contractsServerPlugin } from '../../server';
import { insertContract, insertCustomership, meteringPointId } from '../test/contractFixtures';
import { contractsDemoData } from './contractsDemoData';
import { DEMO_FOLLOW_UP_LEAD_ID } from './demoFollowUpOffer';

/** The demo-data hook on a migrated database holding just the demo customer's summer cottage. */
let database: TestDatabase;
const today = new Date('2026-01-15T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase({ plugins: [contractsServerPlugin] });
  const { db } = database;
  const user = await createTestUser(db, { email: 'asiakas@vare.example' });
  await insertCustomership(db, user.id, '1000001', 'B2C');
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     values ('VARE-1000001-03', 'VARE', '1000001', $1, 'ELECTRICITY', 'Kesämökki', 'Rantatie 112', '66100', 'Maalahti', 'SummerHouse', 15)`,
    [meteringPointId(1003)],
  );
  await insertContract(db, { id: 'C-1000001-04', location: 'VARE-1000001-03', fixed: 7.9, basicFee: 2.95, start: '2022-06-01' });
  await grantLocationAccess(db, { userId: user.id, locationIdentifier: 'VARE-1000001-03', relation: 'owner', right: 'FULL_ACCESS' });
});

afterAll(async () => {
  await database?.close();
});

describe('contracts demo data', () => {
  it('gives the summer cottage a fixed term ending soon and a follow-up offer, the same on every run', async () => {
    const { db } = database;
    await db.transaction((tx) => contractsDemoData(tx, { seed: 1, today }));
    await db.transaction((tx) => contractsDemoData(tx, { seed: 1, today }));
    const contract = await db.query("select to_char(end_date, 'YYYY-MM-DD') as end_date from contracts where id = 'C-1000001-04'");
    expect(contract.rows).toEqual([{ end_date: '2026-03-01' }]);
    const offers = await db.query("select lead_id, contract_id, to_char(valid_until, 'YYYY-MM-DD') as valid_until from follow_up_offers");
    expect(offers.rows).toEqual([{ lead_id: DEMO_FOLLOW_UP_LEAD_ID, contract_id: 'C-1000001-04', valid_until: '2026-02-14' }]);
    const products = await db.query("select count(*)::int as n from network_products where company = 'VARE'");
    expect(products.rows).toEqual([{ n: 3 }]);
  });
});
