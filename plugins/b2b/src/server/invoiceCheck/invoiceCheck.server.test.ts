import { CORE_API_VERSION, createServiceFactory, defineServerPlugin } from '@portal/core/server';
import { rebuildConsumptionRollups } from '@portal/domain/server';
import { invoiceFactsServiceRef, type InvoiceFact } from '@portal/plugin-invoices/common';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B2B_PLACE_API, type InvoiceCheckRow } from '../../contract/places';
import { b2bServerPlugin } from '../../server';
import { grantAll, insertPlace, insertQuarterReadings } from '../place/test/placeFixtures';

/**
 * The invoice check against invoices as the invoices plugin's invoice facts service answers them (a
 * stand-in provides the service here: the b2b plugin does not import that plugin). One invoice is what
 * the meter and contract give; another is a cent too much and must come first as the difference.
 */
const facts: InvoiceFact[] = [];
const asked: unknown[] = [];
const invoiceFactsStandIn = defineServerPlugin({
  id: 'invoice-facts-stand-in',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  provides: [
    createServiceFactory({
      service: invoiceFactsServiceRef,
      factory: () => ({
        async customerInvoices(query) {
          asked.push(query);
          return facts.filter((fact) => query.year === null || fact.periodStart.startsWith(String(query.year)));
        },
      }),
    }),
  ],
});
let server: TestServer;
let main: ApiClient;
let mainId: string;
const MAIN = 'laskut@example.fi';
const OCTOBER = { from: '2025-09-30T21:00:00Z', to: '2025-10-31T22:00:00Z' };

/** Half away from zero, as invoices round. */
const round = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

beforeAll(async () => {
  server = await startTestServer({ plugins: [b2bServerPlugin, invoiceFactsStandIn], users: [{ email: MAIN, uiMode: 'B2B' }] });
  const db = server.db;
  mainId = server.users[MAIN]!.id;
  await db.query(`insert into customerships (user_id, company, customer_code, customer_type) values ($1, 'VARE', '1500001', 'B2B')`, [mainId]);
  for (const [i, id] of ['I-1', 'I-2'].entries()) {
    const mp = await insertPlace(db, { id, customerCode: '1500001', serial: 60 + i });
    await insertQuarterReadings(db, mp, i + 3, OCTOBER.from, OCTOBER.to);
    await db.query(
      `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, start_date)
       values ($1, $2, 'ELECTRICITY', 'Kiinteä', 'FIXED', 10, '2025-01-01')`,
      [`K-${id}`, id],
    );
  }
  await rebuildConsumptionRollups(db);
  await grantAll(db, mainId, ['I-1', 'I-2'], 'owner', 'FULL_ACCESS');
  for (const [i, id] of ['I-1', 'I-2'].entries()) {
    const { rows } = await db.query<{ kwh: string }>(
      `select (sum(kwh) * 10000)::int8::text as kwh from meter_readings join locations using (metering_point_id) where location_identifier = $1`,
      [id],
    );
    const units = BigInt(rows[0]!.kwh); // 1/10 000 kWh
    const vat0 = round(units * 10n, 10_000n); // × 10 c/kWh, to whole cents
    const total = vat0 + round(vat0 * 255n, 1000n) + BigInt(i); // 25,5 % VAT; the second a cent too much
    facts.push({
      invoiceNumber: `10000${i}`,
      locationIdentifier: id,
      contractId: `K-${id}`,
      detailType: 'electricity',
      status: 'OPEN',
      periodStart: '2025-10-01',
      periodEnd: '2025-10-31',
      dueDate: '2025-11-14',
      amountCents: total,
      amountVat0Cents: vat0,
      energyKwh: (Number(units) / 10_000).toFixed(4),
      energyBasicFeeMonths: '0',
      transferBasicFeeMonths: '0',
      dhPowerMonths: '0',
    });
  }
  main = await server.loginAs(MAIN);
});

afterAll(async () => {
  await server?.close();
});

describe('GET invoiceCheck', () => {
  it('lists the invoice a cent off first, and the one that agrees after it', async () => {
    const response = await main.get(`${B2B_PLACE_API.company('1500001', mainId, 'invoiceCheck')}?year=2025`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as { rows: InvoiceCheckRow[] }).rows;
    expect(rows.map((r) => [r.locationIdentifier, r.status, r.difference])).toEqual([
      ['I-2', 'difference', '0.01'],
      ['I-1', 'ok', '0.00'],
    ]);
    expect(rows[1]!.meteredKwh).toBe(rows[1]!.invoicedKwh);
    // The invoices plugin limits the facts to the places the caller sees: b2b asks as the caller.
    expect(asked).toContainEqual({ company: 'VARE', customerCode: '1500001', viewerId: mainId, year: 2025 });
  });
});
