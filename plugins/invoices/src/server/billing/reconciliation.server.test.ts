import {
  addLocalDays,
  deliveryDateOf,
  energyCost,
  EnergyPriceList,
  localDayStartUtc,
  localDaysBetween,
  parseScaled,
  roundHalfAwayFromZero,
  roundToCents,
  VatRateTable,
  type EnergyContractTerms,
  type VatRateRow,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@portal/core/server/testing';
import { invoicesServerPlugin } from '../../server';
import {
  insertContract,
  insertPlace,
  insertReadings,
  insertSpotPrices,
  makeReadings,
  makeSpotPrices,
  type FixtureContract,
  type Reading,
  type SpotPrice,
} from '../test/meteringFixture';
import { isValidFinnishReference } from '../banking/finnishReference';
import { issueInvoices } from './issueInvoices';

/**
 * Reconciliation: every invoice equals its metering × the prices in force, to the cent, computed here
 * independently interval by interval with core's pricing engine (not with the SQL the issuer uses),
 * over months that cross the 10 % electricity VAT (1.12.2022–30.4.2023), the 25.5 % rate (1.9.2024),
 * a tax change, a contract starting and ending mid-month, and 15-minute spot prices (1.10.2025) on an
 * hourly meter.
 */
let database: TestDatabase;
const readingsByPlace = new Map<string, Reading[]>();
let prices: SpotPrice[] = [];

const MONTH_RANGES = [
  ['2022-11', '2023-01'],
  ['2023-04', '2023-06'],
  ['2024-08', '2024-10'],
  ['2025-09', '2025-11'],
] as const;

const CONTRACTS: FixtureContract[] = [
  {
    id: 'K-SPOT-NET',
    locationIdentifier: 'P-QUARTER',
    contractType: 'ELECTRICITY_AND_NETWORK',
    pricing: 'SPOT',
    margin: '0.49',
    basicFee: '4.90',
    transfer: '4.12',
    transferFee: '28.50',
    taxClass: 'I',
    start: '2022-01-01',
  },
  {
    id: 'K-FIXED',
    locationIdentifier: 'P-HOURLY',
    contractType: 'ELECTRICITY',
    pricing: 'FIXED',
    fixed: '8.99',
    basicFee: '2.95',
    start: '2022-11-15',
    end: '2025-09-10',
  },
  {
    id: 'K-SPOT-HOURLY',
    locationIdentifier: 'P-HOURLY-2',
    contractType: 'ELECTRICITY',
    pricing: 'SPOT',
    margin: '0.35',
    basicFee: '3.90',
    start: '2025-01-01',
  },
  {
    id: 'K-DH',
    locationIdentifier: 'P-HEAT',
    contractType: 'DISTRICT_HEATING',
    pricing: 'FIXED',
    fixed: '8.90',
    basicFee: '52.00',
    start: '2016-08-01',
  },
];

const monthRangeUtc = (from: string, until: string) => [localDayStartUtc(`${from}-01`), localDayStartUtc(`${until}-01`)] as const;

beforeAll(async () => {
  database = await createTestDatabase({ plugins: [invoicesServerPlugin] });
  const { db } = database;
  // Test tax rates before the domain's first row (1.5.2023), with a change on 1.1.2023: not history.
  await db.query(`insert into tax_rates values ('I', '2022-01-01', '2023-01-01', 2.24, 0.013), ('I', '2023-01-01', '2023-05-01', 1.5, 0.013)`);
  const places = [
    { id: 'P-QUARTER', serial: 11, utility: 'ELECTRICITY', minutes: 15 },
    { id: 'P-HOURLY', serial: 12, utility: 'ELECTRICITY', minutes: 60 },
    { id: 'P-HOURLY-2', serial: 13, utility: 'ELECTRICITY', minutes: 60 },
    { id: 'P-HEAT', serial: 14, utility: 'DISTRICT_HEATING', minutes: 60 },
  ] as const;
  for (const [index, place] of places.entries()) {
    const mp = await insertPlace(db, place);
    const readings = MONTH_RANGES.flatMap(([from, until], range) => {
      const [start, end] = monthRangeUtc(from, until);
      return makeReadings(start, end, place.minutes, 100 * index + range);
    });
    readingsByPlace.set(place.id, readings);
    await insertReadings(db, place.utility === 'DISTRICT_HEATING' ? 'dh_readings' : 'meter_readings', mp, readings);
  }
  prices = MONTH_RANGES.flatMap(([from, until], range) => makeSpotPrices(...monthRangeUtc(from, until), 7 + range));
  await insertSpotPrices(db, prices);
  for (const contract of CONTRACTS) await insertContract(db, contract);
  for (const [fromMonth, untilMonth] of MONTH_RANGES) {
    await issueInvoices(db, { fromMonth, untilMonth, settle: () => ({ status: 'open', paidDate: null }) });
  }
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const VAT_ROWS: VatRateRow[] = [
  { category: 'general', validFrom: '2013-01-01', validUntil: '2024-09-01', ratePercent: '24' },
  { category: 'general', validFrom: '2024-09-01', validUntil: null, ratePercent: '25.5' },
  { category: 'electricity_energy', validFrom: '2013-01-01', validUntil: '2022-12-01', ratePercent: '24' },
  { category: 'electricity_energy', validFrom: '2022-12-01', validUntil: '2023-05-01', ratePercent: '10' },
  { category: 'electricity_energy', validFrom: '2023-05-01', validUntil: '2024-09-01', ratePercent: '24' },
  { category: 'electricity_energy', validFrom: '2024-09-01', validUntil: null, ratePercent: '25.5' },
];
const vat = new VatRateTable(VAT_ROWS);
const taxOn = (date: string) => parseScaled(date < '2023-01-01' ? '2.253' : date < '2023-05-01' ? '1.513' : '2.253', 4);

/** Expected lines keyed `kind|rate`, exact, summed interval by interval. */
function expectedLines(contract: FixtureContract, month: string): Map<string, bigint> {
  const exact = new Map<string, bigint>();
  const add = (kind: string, category: 'general' | 'electricity_energy', date: string, amount: bigint) => {
    const key = `${kind}|${vat.rateOn(category, date)}`;
    exact.set(key, (exact.get(key) ?? 0n) + amount);
  };
  const inContract = (date: string) => date >= contract.start && (!contract.end || date <= contract.end);
  const terms: EnergyContractTerms =
    contract.pricing === 'SPOT'
      ? { id: contract.id, pricing: 'SPOT', spotMarginCKwh: contract.margin!, startDate: contract.start, endDate: contract.end ?? null }
      : { id: contract.id, pricing: 'FIXED', fixedPriceCKwh: contract.fixed!, startDate: contract.start, endDate: contract.end ?? null };
  const priceList = new EnergyPriceList([terms]);
  const priceByStart = new Map(prices.map((p) => [p.startUtc.getTime(), p]));
  const heating = contract.contractType === 'DISTRICT_HEATING';

  for (const reading of readingsByPlace.get(contract.locationIdentifier) ?? []) {
    const date = deliveryDateOf(reading.startUtc);
    if (!date.startsWith(month) || !inContract(date) || reading.kwh === null) continue;
    const kwh = parseScaled(reading.kwh, 4);
    if (heating) {
      add('dhEnergy', 'general', date, energyCost(kwh, parseScaled(contract.fixed!, 4), 0n).vat0);
      continue;
    }
    if (contract.pricing === 'FIXED') {
      add('energy', 'electricity_energy', date, energyCost(kwh, priceList.priceFor(date, null)!, 0n).vat0);
    } else if (contract.pricing === 'SPOT') {
      const t = reading.startUtc.getTime();
      const hourly = priceByStart.get(t - (t % 3_600_000));
      if (hourly && hourly.minutes === 60) {
        add('energy', 'electricity_energy', date, energyCost(kwh, priceList.priceFor(date, hourly.eurMwh)!, 0n).vat0);
      } else {
        // Quarter prices: a quarter reading at its own price; an hourly reading a quarter of its
        // energy at each quarter's price (kWh in the fixture are multiples of 0.0004, so ÷ 4 is exact).
        const quarters = reading.minutes / 15;
        for (let q = 0; q < quarters; q += 1) {
          const quarter = priceByStart.get(t + q * 900_000)!;
          add('energy', 'electricity_energy', date, energyCost(kwh / BigInt(quarters), priceList.priceFor(date, quarter.eurMwh)!, 0n).vat0);
        }
      }
    }
    if (contract.transfer) {
      add('transfer', 'general', date, energyCost(kwh, parseScaled(contract.transfer, 4), 0n).vat0);
      add('electricityTax', 'general', date, energyCost(kwh, taxOn(date), 0n).vat0);
    }
  }
  // Monthly fees, a day at a time: fee × 1 / days in month for each day under contract.
  const monthDays = localDaysBetween(`${month}-01`, addLocalDays(`${month}-28`, 7).slice(0, 7) + '-01');
  for (let date = `${month}-01`; date.startsWith(month); date = addLocalDays(date, 1)) {
    if (!inContract(date)) continue;
    const day = (eur: string) => (parseScaled(eur, 2) * 10n ** 12n) / BigInt(monthDays);
    if (heating) add('dhPower', 'general', date, day(contract.basicFee));
    else {
      if (contract.pricing) add('energyBasicFee', 'electricity_energy', date, day(contract.basicFee));
      if (contract.transferFee) add('transferBasicFee', 'general', date, day(contract.transferFee));
    }
  }
  return exact;
}

interface LineRow {
  invoice_number: string;
  contract_id: string;
  month: string;
  kind: string;
  rate: string;
  amount_vat0_cents: string;
  vat_cents: string;
}

describe('demo invoices reconcile with metering × prices', () => {
  it('issues one invoice per contract and month with days under contract', async () => {
    const result = await database.db.query<{ contract_id: string; months: string[] }>(
      `select contract_id, array_agg(to_char(period_start, 'YYYY-MM') order by period_start) as months from invoices group by contract_id order by contract_id`,
    );
    const months = Object.fromEntries(result.rows.map((row) => [row.contract_id, row.months]));
    expect(months['K-FIXED']).toEqual(['2022-11', '2022-12', '2023-04', '2023-05', '2024-08', '2024-09', '2025-09']);
    expect(months['K-SPOT-HOURLY']).toEqual(['2025-09', '2025-10']);
    expect(months['K-SPOT-NET']).toHaveLength(8);
  });

  it('matches every line, to the cent, with the interval-by-interval calculation', async () => {
    const rows = await database.db.query<LineRow>(
      `select i.invoice_number, i.contract_id, to_char(i.period_start, 'YYYY-MM') as month, l.kind,
              (l.vat_rate_percent * 100)::int::text as rate, l.amount_vat0_cents::text, l.vat_cents::text
       from invoices i join invoice_lines l using (invoice_number)`,
    );
    const byInvoice = new Map<string, LineRow[]>();
    for (const row of rows.rows) byInvoice.set(row.invoice_number, [...(byInvoice.get(row.invoice_number) ?? []), row]);
    expect(byInvoice.size).toBe(8 + 7 + 2 + 8);

    for (const lines of byInvoice.values()) {
      const { contract_id: contractId, month } = lines[0]!;
      const contract = CONTRACTS.find((c) => c.id === contractId)!;
      const expected = expectedLines(contract, month);
      const actual = new Map(lines.map((l) => [`${l.kind}|${l.rate}`, { vat0: BigInt(l.amount_vat0_cents), vat: BigInt(l.vat_cents) }]));
      expect([...actual.keys()].sort(), `${contractId} ${month}`).toEqual([...expected.keys()].sort());
      for (const [key, amount] of expected) {
        const vat0 = roundToCents(amount);
        const rate = BigInt(key.split('|')[1]!);
        expect(actual.get(key), `${contractId} ${month} ${key}`).toEqual({ vat0, vat: roundHalfAwayFromZero(vat0 * rate, 4) });
      }
    }
  });

  it('uses the VAT of the delivery date per category', async () => {
    const rates = await database.db.query<{ month: string; kind: string; rate: string }>(
      `select to_char(i.period_start, 'YYYY-MM') as month, l.kind, l.vat_rate_percent::text as rate
       from invoices i join invoice_lines l using (invoice_number) where i.contract_id = 'K-SPOT-NET'`,
    );
    const rateOf = (month: string, kind: string) => rates.rows.find((r) => r.month === month && r.kind === kind)?.rate;
    expect(rateOf('2022-11', 'energy')).toBe('24.00');
    expect(rateOf('2022-12', 'energy')).toBe('10.00');
    expect(rateOf('2022-12', 'energyBasicFee')).toBe('10.00');
    expect(rateOf('2022-12', 'transfer')).toBe('24.00');
    expect(rateOf('2022-12', 'electricityTax')).toBe('24.00');
    expect(rateOf('2023-05', 'energy')).toBe('24.00');
    expect(rateOf('2024-08', 'transfer')).toBe('24.00');
    expect(rateOf('2024-09', 'energy')).toBe('25.50');
    expect(rateOf('2024-09', 'transfer')).toBe('25.50');
  });

  it('keeps each invoice equal to the sum of its lines and gives it a valid reference', async () => {
    const result = await database.db.query<{ bad: string }>(
      `select count(*)::text as bad from invoices i
       where amount_cents <> (select sum(amount_cents) from invoice_lines l where l.invoice_number = i.invoice_number)
          or amount_vat0_cents <> (select sum(amount_vat0_cents) from invoice_lines l where l.invoice_number = i.invoice_number)`,
    );
    expect(result.rows[0]?.bad).toBe('0');
    const references = await database.db.query<{ reference: string }>('select reference from invoices');
    for (const { reference } of references.rows) expect(isValidFinnishReference(reference), reference).toBe(true);
  });
});
