import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { runMigrations } from './migrations';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase([]);
});
afterAll(() => database.close());

describe('runMigrations', () => {
  it('applies each migration once, in order, and records it', async () => {
    const set = {
      package: 'demo',
      migrations: [
        { id: '001_a', sql: 'CREATE TABLE a (x int); INSERT INTO a VALUES (1);' },
        { id: '002_b', sql: 'INSERT INTO a VALUES (2)' },
      ],
    };
    expect(await runMigrations(database.db, [set])).toEqual(['demo/001_a', 'demo/002_b']);
    expect(await runMigrations(database.db, [set])).toEqual([]);
    const { rows } = await database.db.query<{ x: number }>('SELECT x FROM a ORDER BY x');
    expect(rows.map((r) => r.x)).toEqual([1, 2]);
  });

  it('rolls a failing migration back entirely and does not record it', async () => {
    const set = { package: 'broken', migrations: [{ id: '001', sql: 'CREATE TABLE half (x int); SELECT * FROM no_such_table;' }] };
    await expect(runMigrations(database.db, [set])).rejects.toThrow();
    const tables = await database.db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half'");
    expect(tables.rows).toHaveLength(0);
    const recorded = await database.db.query("SELECT 1 FROM schema_migrations WHERE package = 'broken'");
    expect(recorded.rows).toHaveLength(0);
  });

  it('refuses migrations listed out of order', async () => {
    const set = {
      package: 'jumbled',
      migrations: [
        { id: '002', sql: 'SELECT 1' },
        { id: '001', sql: 'SELECT 1' },
      ],
    };
    await expect(runMigrations(database.db, [set])).rejects.toThrow(/order/);
  });
});
