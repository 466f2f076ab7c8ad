import type { Database } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMigrations } from '../migrations';
import { createTestDatabase } from '../testing/pgliteDatabase';

/** The electricity tax table as the domain migrations leave it (006 + 007's history). */
let db: Database;

beforeAll(async () => {
  db = await createTestDatabase(domainMigrations);
});

afterAll(async () => {
  await db?.close();
});

const rateOn = async (taxClass: 'I' | 'II', date: string) =>
  (
    await db.query<{ total: string }>(
      `select (electricity_tax_c_kwh + security_of_supply_c_kwh)::text as total from tax_rates
        where tax_class = $1 and valid_from <= $2::date and (valid_until is null or valid_until > $2::date)`,
      [taxClass, date],
    )
  ).rows.map((row) => row.total);

describe('tax_rates', () => {
  it('has no two rows of a class in force on the same day', async () => {
    const { rows } = await db.query<{ tax_class: string; a: string; b: string }>(
      `select a.tax_class, a.valid_from::text as a, b.valid_from::text as b
         from tax_rates a join tax_rates b
           on a.tax_class = b.tax_class and a.valid_from < b.valid_from
          and (a.valid_until is null or a.valid_until > b.valid_from)`,
    );
    expect(rows).toEqual([]);
  });

  it('leaves no gap from the first row on: each row ends where the next begins', async () => {
    const { rows } = await db.query<{ tax_class: string; valid_until: string | null; next_from: string | null }>(
      `select tax_class, valid_until::text as valid_until,
              (lead(valid_from) over (partition by tax_class order by valid_from))::text as next_from
         from tax_rates`,
    );
    for (const row of rows) expect(row.valid_until, row.tax_class).toBe(row.next_from);
  });

  it.each([
    ['I', '2014-06-30', '1.9030'],
    ['I', '2014-12-31', '1.9030'],
    ['I', '2015-01-01', '2.2530'],
    ['I', '2022-12-31', '2.2530'],
    ['I', '2023-02-15', '2.2530'],
    ['I', '2023-04-30', '2.2530'],
    ['I', '2023-05-01', '2.2530'],
    ['II', '2020-12-31', '0.7030'],
    ['II', '2021-01-01', '0.0630'],
    ['II', '2023-04-30', '0.0630'],
    ['II', '2026-01-01', '0.0630'],
  ] as const)('class %s on %s is %s c/kWh VAT 0 with the security-of-supply fee', async (taxClass, date, total) => {
    expect(await rateOn(taxClass, date)).toEqual([total]);
  });

  it('has no rate before 1.1.2014, rather than a guessed one', async () => {
    expect(await rateOn('I', '2013-12-31')).toEqual([]);
  });
});
