import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayStartUtc } from '@portal/domain';
import {
  apiClient,
  createTestUser,
  grantLocationAccess,
  loggedInClient,
  startTestServer,
  type ApiClient,
  type TestServer,
} from '@portal/core/server/testing';
import type { EinvoicingResponse, InvoiceDetails, InvoiceListResponse, InvoiceSummary } from '../contract';
import { invoicesServerPlugin } from '../server';
import { issueInvoices } from './billing/issueInvoices';
import { customerInvoices } from './facts/customerInvoices';
import { insertContract, insertPlace, insertReadings, insertSpotPrices, makeReadings, makeSpotPrices } from './test/meteringFixture';
import { rectanglesIn } from './test/pdfRectangles';
import { pdfText } from './test/pdfText';

/**
 * The invoice routes on the real server and the embedded database: session (401), own user id (404),
 * place access (someone else's invoice 404, READ_ONLY writes 403 and change nothing), validation
 * (400 naming the field), the due-date rule (409), PDF and PDF_NOT_FOUND, and the flag (404).
 * The test clock stands at 15.1.2026: October's invoice is paid, November's overdue, December's open.
 */
let server: TestServer;
let owner: { id: string; client: ApiClient };
let reader: { id: string; client: ApiClient };
let stranger: { id: string; client: ApiClient };
let numbers: Record<string, string> = {};

const v1 = (userId: string) => `/api/v1/invoices/user/${userId}`;
const v2 = (userId: string) => `/api/v2/invoices/user/${userId}`;

beforeAll(async () => {
  server = await startTestServer({ plugins: [invoicesServerPlugin] });
  const { db } = server.database;
  const newUser = (email: string) => createTestUser(db, { email, name: 'Maija Meikäläinen' });
  const ownerUser = await newUser('owner@example.fi');
  const readerUser = await newUser('reader@example.fi');
  const strangerUser = await newUser('stranger@example.fi');
  const mp = await insertPlace(db, { id: 'P-HOME', serial: 21, utility: 'ELECTRICITY', minutes: 15, customerCode: 'C1' });
  await insertPlace(db, { id: 'P-OTHER', serial: 22, utility: 'ELECTRICITY', minutes: 60, customerCode: 'C2' });
  await insertContract(db, {
    id: 'K-HOME',
    locationIdentifier: 'P-HOME',
    contractType: 'ELECTRICITY_AND_NETWORK',
    pricing: 'SPOT',
    margin: '0.49',
    basicFee: '4.90',
    transfer: '4.12',
    transferFee: '28.50',
    taxClass: 'I',
    start: '2024-01-01',
  });
  await insertContract(db, {
    id: 'K-OTHER',
    locationIdentifier: 'P-OTHER',
    contractType: 'ELECTRICITY',
    pricing: 'FIXED',
    fixed: '8.99',
    basicFee: '2.95',
    start: '2024-01-01',
  });
  const from = localDayStartUtc('2025-10-01');
  const until = localDayStartUtc('2026-01-01');
  await insertReadings(db, 'meter_readings', mp, makeReadings(from, until, 15, 5));
  await insertSpotPrices(db, makeSpotPrices(from, until, 6));
  await issueInvoices(db, {
    fromMonth: '2025-10',
    untilMonth: '2026-01',
    settle: (draft) => (draft.month === '2025-10' ? { status: 'paid', paidDate: draft.dueDate } : { status: 'open', paidDate: null }),
  });
  const issued = await db.query<{ invoice_number: string; contract_id: string; month: string }>(
    `select invoice_number, contract_id, to_char(period_start, 'YYYY-MM') as month from invoices`,
  );
  numbers = Object.fromEntries(issued.rows.map((r) => [`${r.contract_id} ${r.month}`, r.invoice_number]));
  // An invoice whose lines never arrived: nothing to print.
  await db.query(
    `insert into invoices (invoice_number, company, customer_code, contract_id, location_identifier, contract_type, detail_type,
       period_start, period_end, invoice_date, due_date, status, paid_date, reference, iban, amount_vat0_cents, vat_cents, amount_cents)
     values ('1999999999', 'VARE', 'C1', 'K-HOME', 'P-HOME', 'ELECTRICITY_AND_NETWORK', 'electricity', '2025-09-01', '2025-09-30',
       '2025-10-05', '2025-10-20', 'complete', null, '19999999996', 'FI7944052020036082', 0, 0, 0)`,
  );

  await grantLocationAccess(db, { userId: ownerUser.id, locationIdentifier: 'P-HOME', relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, { userId: readerUser.id, locationIdentifier: 'P-HOME', relation: 'subUser', right: 'READ_ONLY' });
  await grantLocationAccess(db, { userId: strangerUser.id, locationIdentifier: 'P-OTHER', relation: 'owner', right: 'FULL_ACCESS' });
  await db.query(`insert into customerships (user_id, company, customer_code) values ($1, 'VARE', 'C1'), ($2, 'VARE', 'C2')`, [
    ownerUser.id,
    strangerUser.id,
  ]);
  owner = { id: ownerUser.id, client: await loggedInClient(server.app, 'owner@example.fi') };
  reader = { id: readerUser.id, client: await loggedInClient(server.app, 'reader@example.fi') };
  stranger = { id: strangerUser.id, client: await loggedInClient(server.app, 'stranger@example.fi') };
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('list and single invoice', () => {
  it('lists the places the user sees, newest first, with statuses and a barcode only while unpaid', async () => {
    const response = await owner.client.get(v1(owner.id));
    expect(response.statusCode).toBe(200);
    const { invoices } = response.json() as InvoiceListResponse;
    const byNumber = Object.fromEntries(invoices.map((i) => [i.invoiceNumber, i]));
    expect(invoices.every((i) => i.locationIdentifier === 'P-HOME')).toBe(true);
    // Each item names its place, so the web's place filter can show names rather than ids.
    expect(invoices[0]).toMatchObject({ placeName: 'Paikka P-HOME', placeAddress: 'Testikatu 1, 00100 Helsinki' });
    expect(byNumber[numbers['K-HOME 2025-10']!]).toMatchObject({ status: 'paid', invoicingContractCode: 'K-HOME', invoicingCustomerCode: 'C1' });
    expect(byNumber[numbers['K-HOME 2025-10']!]?.barcode).toBeUndefined();
    expect(byNumber[numbers['K-HOME 2025-11']!]?.status).toBe('overdue');
    const open = byNumber[numbers['K-HOME 2025-12']!]!;
    expect(open.status).toBe('open');
    expect(open.dueDate).toBe('2026-01-20');
    expect(open.barcode).toMatch(/^4\d{53}$/);
    expect(open.amount).toBeGreaterThan(open.amountVat0);
    expect(invoices.map((i) => i.periodStart)).toEqual([...invoices.map((i) => i.periodStart)].sort().reverse());
  });

  it('filters by status', async () => {
    const { invoices } = (await owner.client.get(`${v1(owner.id)}?status=overdue`)).json() as InvoiceListResponse;
    expect(invoices.map((i) => i.invoiceNumber)).toEqual([numbers['K-HOME 2025-11']]);
    const bad = await owner.client.get(`${v1(owner.id)}?status=lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'query.status' } });
  });

  it('needs a session (401) and the caller’s own id (404)', async () => {
    expect((await apiClient(server.app).get(v1(owner.id))).statusCode).toBe(401);
    expect((await stranger.client.get(v1(owner.id))).statusCode).toBe(404);
  });

  it('answers 404 for someone else’s invoice, on every read', async () => {
    const foreign = numbers['K-OTHER 2025-12']!;
    for (const url of [
      `${v1(owner.id)}/invoice/${foreign}`,
      `${v2(owner.id)}/invoice/${foreign}/details`,
      `${v2(owner.id)}/invoice/${foreign}/pdf`,
    ]) {
      const response = await owner.client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await stranger.client.get(`${v1(stranger.id)}/invoice/${foreign}`)).statusCode).toBe(200);
  });
});

describe('summary and details', () => {
  it('gives SPEC’s summary: due-day state, the latest invoice’s parts, the invoices', async () => {
    const response = await owner.client.get(`${v2(owner.id)}/summary?locationIdentifier=P-HOME`);
    expect(response.statusCode).toBe(200);
    const summary = response.json() as InvoiceSummary;
    expect(summary).toMatchObject({ invoiceDueDateCode: 'DAY_20', canChangeDueDate: true, lastChangedDate: null, dueDateChangeBlockedReason: null });
    const detail = summary.detail!;
    expect(detail.invoiceNumber).toBe(numbers['K-HOME 2025-12']);
    expect(detail.invoiceDetailType).toBe('electricity');
    const parts = detail.amountOfConsumption + detail.amountOfTransfer + detail.amountOfElectricityTax;
    expect(Math.round(parts * 100)).toBe(Math.round(detail.amount * 100));
    expect(detail.amountOfDHEnergy).toBe(0);
    expect(summary.invoices.length).toBeGreaterThanOrEqual(3);
  });

  it('shows a read-only user why the due day cannot be changed, and hides places they do not see', async () => {
    const summary = (await reader.client.get(`${v2(reader.id)}/summary?locationIdentifier=P-HOME`)).json() as InvoiceSummary;
    expect(summary).toMatchObject({ canChangeDueDate: false, dueDateChangeBlockedReason: 'READ_ONLY' });
    expect((await reader.client.get(`${v2(reader.id)}/summary?locationIdentifier=P-OTHER`)).statusCode).toBe(404);
    const missing = await reader.client.get(`${v2(reader.id)}/summary`);
    expect(missing.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'query.locationIdentifier' } });
  });

  it('details carry lines with VAT 0, rate and VAT that add up to the invoice', async () => {
    const details = (await owner.client.get(`${v2(owner.id)}/invoice/${numbers['K-HOME 2025-12']}/details`)).json() as InvoiceDetails;
    expect(details.lines.map((l) => l.kind)).toEqual(['energy', 'energyBasicFee', 'transfer', 'transferBasicFee', 'electricityTax']);
    expect(details.lines.every((l) => l.vatRatePercent === 25.5)).toBe(true);
    const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0);
    expect(cents(details.lines.map((l) => l.amount))).toBe(Math.round(details.detail.amount * 100));
    expect(cents(details.lines.map((l) => l.vat))).toBe(Math.round(details.vatTotal * 100));
    expect(details.place).toMatchObject({ locationIdentifier: 'P-HOME', address: 'Testikatu 1, 00100 Helsinki' });
    expect(details.comparison).toBeNull();
  });
});

describe('PDF', () => {
  it('renders the invoice with its number, amounts and barcode digits', async () => {
    const number = numbers['K-HOME 2025-12']!;
    const response = await owner.client.get(`${v2(owner.id)}/invoice/${number}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    const item = (await owner.client.get(`${v1(owner.id)}/invoice/${number}`)).json() as { amount: number; barcode: string };
    expect(text).toContain(number);
    expect(text).toContain(item.barcode);
    expect(text).toContain(item.amount.toFixed(2).replace('.', ','));
    expect(text).toContain('20.1.2026');
    expect(text).toContain('Sähkövero');
    // The barcode is drawn, not only printed as digits: Code 128 set C bars of 54 digits, 40 points tall.
    const bars = (await rectanglesIn(bytes)).filter((rect) => Math.abs(rect.height) === 40);
    expect(bars).toHaveLength(29 * 3 + 4);
    // The v1 path serves the same PDF.
    expect((await owner.client.get(`${v1(owner.id)}/invoice/${number}/pdf`)).statusCode).toBe(200);
  });

  it('answers PDF_NOT_FOUND for an invoice with nothing to print', async () => {
    const response = await owner.client.get(`${v2(owner.id)}/invoice/1999999999/pdf`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'PDF_NOT_FOUND' } });
  });
});

describe('due-date change', () => {
  const setting = async () => (await server.database.db.query('select due_date_code, changed_at from invoice_due_date_settings')).rows;

  it('refuses a READ_ONLY user with 403 and changes nothing', async () => {
    const response = await reader.client.post(`${v2(reader.id)}/duedate`, { locationIdentifier: 'P-HOME', invoiceDueDateCode: 'DAY_5' });
    expect(response.statusCode).toBe(403);
    expect(await setting()).toEqual([]);
  });

  it('validates the code (400 naming the field) and hides foreign places (404)', async () => {
    const bad = await owner.client.post(`${v2(owner.id)}/duedate`, { locationIdentifier: 'P-HOME', invoiceDueDateCode: 'DAY_31' });
    expect(bad.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'body.invoiceDueDateCode' } });
    const foreign = await owner.client.post(`${v2(owner.id)}/duedate`, { locationIdentifier: 'P-OTHER', invoiceDueDateCode: 'DAY_5' });
    expect(foreign.statusCode).toBe(404);
    expect(await setting()).toEqual([]);
  });

  it('lets the owner change it once, then refuses for six months with 409', async () => {
    const response = await owner.client.post(`${v2(owner.id)}/duedate`, { locationIdentifier: 'P-HOME', invoiceDueDateCode: 'DAY_28' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      invoiceDueDateCode: 'DAY_28',
      canChangeDueDate: false,
      dueDateChangeBlockedReason: 'RECENTLY_CHANGED',
      lastChangedDate: '2026-01-15',
      nextChangeDate: '2026-07-15',
    });
    const again = await owner.client.post(`${v2(owner.id)}/duedate`, { locationIdentifier: 'P-HOME', invoiceDueDateCode: 'DAY_5' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'CONFLICT', details: { reason: 'RECENTLY_CHANGED' } } });
    expect((await setting()).map((row) => row.due_date_code)).toEqual(['DAY_28']);
  });
});

describe('e-invoicing', () => {
  const stored = async () => (await server.database.db.query('select customer_code, state from einvoice_agreements')).rows;

  it('lists banks to signed-in users only', async () => {
    expect((await apiClient(server.app).get('/api/v1/invoices/einvoicing/banks')).statusCode).toBe(401);
    const { banks } = (await owner.client.get('/api/v1/invoices/einvoicing/banks')).json() as { banks: { bic: string }[] };
    expect(banks.map((b) => b.bic)).toContain('OKOYFIHH');
  });

  it('refuses a READ_ONLY user’s proposal with 403 and stores nothing', async () => {
    const state = (await reader.client.get(`${v1(reader.id)}/einvoicing`)).json() as EinvoicingResponse;
    expect(state.agreements).toEqual([expect.objectContaining({ customerCode: 'C1', state: 'NONE', canPropose: false })]);
    const response = await reader.client.post(`${v1(reader.id)}/einvoicing/proposal`, {
      customerCode: 'C1',
      bankBic: 'OKOYFIHH',
      einvoiceAddress: 'FI4950009420028730',
    });
    expect(response.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('validates the bank and the IBAN check digits, and hides other customers', async () => {
    const base = { customerCode: 'C1', bankBic: 'OKOYFIHH', einvoiceAddress: 'FI4950009420028730' };
    const badIban = await owner.client.post(`${v1(owner.id)}/einvoicing/proposal`, { ...base, einvoiceAddress: 'FI4950009420028731' });
    expect(badIban.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'body.einvoiceAddress' } });
    const badBank = await owner.client.post(`${v1(owner.id)}/einvoicing/proposal`, { ...base, bankBic: 'XXXXFIHH' });
    expect(badBank.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'body.bankBic' } });
    const foreign = await owner.client.post(`${v1(owner.id)}/einvoicing/proposal`, { ...base, customerCode: 'C2' });
    expect(foreign.statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('stores the owner’s proposal', async () => {
    const response = await owner.client.post(`${v1(owner.id)}/einvoicing/proposal`, {
      customerCode: 'C1',
      bankBic: 'OKOYFIHH',
      einvoiceAddress: 'FI49 5000 9420 0287 30',
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as EinvoicingResponse).agreements[0]).toMatchObject({
      state: 'PROPOSED',
      bankBic: 'OKOYFIHH',
      einvoiceAddress: 'FI4950009420028730',
    });
  });
});

describe('feature flag', () => {
  it('answers 404 on every route while `invoices` is off for the user', async () => {
    await server.setFlag('invoices', false, { user: stranger.id });
    expect((await stranger.client.get(v1(stranger.id))).statusCode).toBe(404);
    expect((await stranger.client.get('/api/v1/invoices/einvoicing/banks')).statusCode).toBe(404);
    expect((await owner.client.get(v1(owner.id))).statusCode).toBe(200);
  });
});

describe('invoice facts for other plugins (invoiceFactsService)', () => {
  it("answers a customer's invoices on the places the viewer sees, oldest period first, with the billed quantities", async () => {
    const facts = await customerInvoices(server.db, { company: 'VARE', customerCode: 'C1', viewerId: owner.id, year: 2025 });
    expect(facts.map((f) => f.invoiceNumber)).toEqual([
      '1999999999',
      numbers['K-HOME 2025-10'],
      numbers['K-HOME 2025-11'],
      numbers['K-HOME 2025-12'],
    ]);
    expect(facts.every((f) => f.locationIdentifier === 'P-HOME' && f.contractId === 'K-HOME')).toBe(true);
    const october = facts[1]!;
    expect(Number(october.energyKwh)).toBeGreaterThan(0);
    expect(Number(october.energyBasicFeeMonths)).toBeGreaterThan(0);
    expect(october.amountCents).toBeGreaterThan(october.amountVat0Cents);
    // The hand-made September invoice has no lines: no energy billed, no months of fees.
    expect(facts[0]).toMatchObject({ energyKwh: null, energyBasicFeeMonths: '0', amountCents: 0n });
  });

  it('answers nothing to a viewer without access to the places, and filters by year', async () => {
    expect(await customerInvoices(server.db, { company: 'VARE', customerCode: 'C1', viewerId: stranger.id, year: null })).toEqual([]);
    const all = await customerInvoices(server.db, { company: 'VARE', customerCode: 'C1', viewerId: reader.id, year: null });
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(await customerInvoices(server.db, { company: 'VARE', customerCode: 'C1', viewerId: owner.id, year: 2024 })).toEqual([]);
  });
});
