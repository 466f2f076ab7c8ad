import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo';
import { startHarness, type Harness } from '../routeHarness/harnessServer';
import { apiClient } from '../testing/testServer';

/**
 * Issue 12's acceptance across two plugins that never import each other: the market-price simulator's
 * fixed-price month equals the invoices plugin's energy line for the same month and contract, to the
 * cent. Both price with core's engine and round with core's roundInvoiceLine; this holds them to it on
 * the demo data (the harness server: every plugin, January 2026 metered and invoiced).
 */
let harness: Harness;

interface FixedLine {
  location_identifier: string;
  fixed_price_c_kwh: string;
  amount_cents: string;
  quantity: string;
  email: string;
}

interface SimulatedMonth {
  month: string;
  kwh: number;
  fixed: { energyEur: number } | null;
}

beforeAll(async () => {
  harness = await startHarness();
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('market-price simulator against the invoices plugin', () => {
  it("prices January 2026 at each fixed contract's price exactly as its invoice's energy line", async () => {
    // Fixed electricity contracts in force today and all January, invoiced for January with one energy
    // line (one VAT rate), on a place a demo customer owns.
    const { rows } = await harness.db.query<FixedLine>(
      `select i.location_identifier, c.fixed_price_c_kwh::text as fixed_price_c_kwh, il.amount_cents::text as amount_cents,
              il.quantity::text as quantity, min(u.email) as email
         from invoices i
         join contracts c on c.id = i.contract_id
         join invoice_lines il on il.invoice_number = i.invoice_number and il.kind = 'energy'
         join location_access la on la.location_identifier = i.location_identifier and la.relation = 'owner'
         join users u on u.id = la.user_id
        where i.company = 'VARE' and i.period_start = '2026-01-01' and c.pricing = 'FIXED' and i.detail_type = 'electricity'
          and c.start_date <= '2026-01-01' and (c.end_date is null or c.end_date >= '2026-02-06')
          and (select count(*) from contracts x where x.location_identifier = c.location_identifier and x.pricing is not null
                and x.start_date <= '2026-02-06' and (x.end_date is null or x.end_date >= '2026-02-06')) = 1
          and (select count(*) from invoice_lines y where y.invoice_number = i.invoice_number and y.kind = 'energy') = 1
        group by 1, 2, 3, 4
        order by 1`,
    );
    expect(rows.length, 'the demo data has an invoiced fixed-price place').toBeGreaterThan(0);
    for (const line of rows) {
      const client = apiClient(harness.server.app);
      expect((await client.post('/api/auth/v1/login', { email: line.email, password: DEMO_PASSWORD })).statusCode).toBe(200);
      const { rows: ids } = await harness.db.query<{ id: string }>('select id from users where email = $1', [line.email]);
      const response = await client.get(`/api/v2/energyprice/user/${ids[0]!.id}/location/${line.location_identifier}/simulator`);
      expect(response.statusCode, response.body).toBe(200);
      const january = (response.json() as { months: SimulatedMonth[] }).months.find((m) => m.month === '2026-01')!;
      expect(january.kwh).toBe(Number(line.quantity));
      expect(Math.round(january.fixed!.energyEur * 100), `${line.location_identifier} at ${line.fixed_price_c_kwh} c/kWh`).toBe(
        Number(line.amount_cents),
      );
    }
  });
});
