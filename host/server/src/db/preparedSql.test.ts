import { preparedSql } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase([]);
  await database.db.query(
    'CREATE TABLE prepared_probe (id int primary key, label text not null); INSERT INTO prepared_probe VALUES (1, $$yksi$$), (2, $$kaksi$$);',
  );
});
afterAll(() => database.close());

const LABEL_OF = preparedSql('test_prepared_probe_label', 'SELECT label FROM prepared_probe WHERE id = $1');

describe('prepared statements', () => {
  it('answer like plain SQL, call after call, with their own parameters (on this run’s engine)', async () => {
    for (const [id, label] of [
      [1, 'yksi'],
      [2, 'kaksi'],
      [1, 'yksi'],
      [3, undefined],
    ] as const) {
      const { rows } = await database.db.query<{ label: string }>(LABEL_OF, [id]);
      expect(rows[0]?.label).toBe(label);
    }
  });

  it('run inside a transaction too, and see its uncommitted writes', async () => {
    await database.db.transaction(async (tx) => {
      await tx.query("INSERT INTO prepared_probe VALUES (3, 'kolme')");
      expect((await tx.query<{ label: string }>(LABEL_OF, [3])).rows[0]?.label).toBe('kolme');
      await tx.query('DELETE FROM prepared_probe WHERE id = 3');
    });
  });

  it('refuse a name already bound to other SQL, because the server would run the first text', () => {
    expect(preparedSql('test_prepared_probe_label', 'SELECT label FROM prepared_probe WHERE id = $1')).toEqual(LABEL_OF);
    expect(() => preparedSql('test_prepared_probe_label', 'SELECT id FROM prepared_probe')).toThrow(/already used/);
  });
});
