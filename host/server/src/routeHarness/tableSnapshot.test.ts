import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { snapshotTables, watchTables } from './tableSnapshot';

// The harness's "changes nothing" rests on these: a watch that missed a write would pass every route.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase([]);
  await database.db.query('create table places_t (id int primary key, name text)');
  await database.db.query('create table sessions (id int primary key, seen int)');
  await database.db.query(`insert into places_t values (1, 'Koti'), (2, 'Mökki')`);
  await database.db.query('insert into sessions values (1, 0)');
});
afterAll(() => database.close());

describe('watchTables', () => {
  it.each([
    ['an insert', `insert into places_t values (3, 'Halli')`],
    ['an update that keeps the row count', `update places_t set name = 'Koti 2' where id = 1`],
    ['an update that writes the same value', `update places_t set name = name where id = 2`],
    ['a delete', 'delete from places_t where id = 1'],
  ])('sees %s', async (_, sql) => {
    const watch = watchTables(database.db);
    const before = await watch.snapshot();
    await database.db.query(sql);
    expect(await watch.snapshot()).not.toEqual(before);
  });

  it('answers the same snapshot after reads, and ignores a write to a table that changes by design', async () => {
    const watch = watchTables(database.db);
    const before = await watch.snapshot();
    await database.db.query('select * from places_t');
    expect(await watch.snapshot()).toEqual(before);
    await database.db.query('update sessions set seen = seen + 1');
    expect(await watch.snapshot()).toEqual(before);
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('sees a write between two snapshots of one watch after many unchanged ones', async () => {
    const watch = watchTables(database.db);
    const before = await watch.snapshot();
    for (let i = 0; i < 3; i += 1) expect(await watch.snapshot()).toBe(before);
    await database.db.transaction(async (tx) => {
      await tx.query(`insert into places_t values (10, 'x')`);
      await tx.query('delete from places_t where id = 10');
    });
    // Inserted and deleted again: the count is back, but the deleted version's xmin is gone with it,
    // so only a change of another row could show. Nothing is left changed, and the watch agrees.
    expect(await watch.snapshot()).toEqual(before);
    await database.db.query(`update places_t set name = 'y' where id = 2`);
    expect(await watch.snapshot()).not.toEqual(before);
  });
});
