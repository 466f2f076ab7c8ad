import { ElectricityTaxTable, formatScaled, parseScaled, type Queryable } from '@portal/core/server';
import type { InvoiceCheckRow } from '../../contract/places';
import type { CompanyScope } from '../place/companyScope';
import { loadVatTable } from '../place/companyPricing';
import { expectedHeatInvoiceCents, expectedInvoiceCents, type CheckedContract, type MeteredDay } from './expectedInvoice';
import { loadSpotDays } from './spotDays';

interface InvoiceRow {
  invoice_number: string;
  location_identifier: string;
  detail_type: 'electricity' | 'districtHeating';
  period_start: string;
  period_end: string;
  amount_cents: string;
  energy_kwh: string | null;
  energy_fee_months: string;
  transfer_fee_months: string;
  dh_power_months: string;
  pricing: CheckedContract['pricing'];
  fixed_price: string | null;
  spot_margin: string | null;
  metering_point_id: string;
  basic_fee: string;
  transfer_price: string | null;
  transfer_fee: string | null;
  tax_class: CheckedContract['taxClass'];
}

const euros = (cents: bigint) => formatScaled(cents, 2);

/**
 * The invoice check of a business customer's year: every invoice of its places the caller sees,
 * beside what its metered days (the daily rollups, equal to the raw intervals), its contract and the
 * dated VAT and electricity tax give. Differences first (largest first), then the ones that agree to the cent. Invoices are the invoices plugin's table; without it the list is empty.
 */
export async function loadInvoiceCheck(db: Queryable, userId: string, scope: CompanyScope, year: number): Promise<InvoiceCheckRow[]> {
  const present = await db.query<{ ok: boolean }>(`select to_regclass('invoices') is not null and to_regclass('invoice_lines') is not null as ok`);
  if (!present.rows[0]?.ok) return [];
  const { rows } = await db.query<InvoiceRow>(
    `select i.invoice_number, i.location_identifier, i.detail_type, to_char(i.period_start, 'YYYY-MM-DD') as period_start,
            to_char(i.period_end, 'YYYY-MM-DD') as period_end, i.amount_cents::text as amount_cents,
            (select sum(quantity)::text from invoice_lines x where x.invoice_number = i.invoice_number and x.kind in ('energy', 'dhEnergy')) as energy_kwh,
            (select coalesce(sum(quantity), 0)::text from invoice_lines x where x.invoice_number = i.invoice_number and x.kind = 'energyBasicFee') as energy_fee_months,
            (select coalesce(sum(quantity), 0)::text from invoice_lines x where x.invoice_number = i.invoice_number and x.kind = 'transferBasicFee') as transfer_fee_months,
            (select coalesce(sum(quantity), 0)::text from invoice_lines x where x.invoice_number = i.invoice_number and x.kind = 'dhPower') as dh_power_months,
            c.pricing, c.fixed_price_c_kwh::text as fixed_price, c.spot_margin_c_kwh::text as spot_margin,
            l.metering_point_id::text as metering_point_id, c.basic_fee_eur_month::text as basic_fee,
            c.transfer_price_c_kwh::text as transfer_price, c.transfer_basic_fee_eur_month::text as transfer_fee, c.tax_class
       from invoices i
       join contracts c on c.id = i.contract_id
       join locations l on l.location_identifier = i.location_identifier
       join location_access la on la.location_identifier = i.location_identifier and la.user_id = $1
      where i.company = $2 and i.customer_code = $3 and extract(year from i.period_start) = $4
      order by i.period_start, i.location_identifier`,
    [userId, scope.company, scope.customerCode, year],
  );
  if (rows.length === 0) return [];
  const days = await db.query<{ location_identifier: string; day: string; kwh: string }>(
    `select location_identifier, to_char(day, 'YYYY-MM-DD') as day, (energy_kwh * 10000)::int8::text as kwh
       from consumption_daily_rollups
      where location_identifier = any($1::text[]) and day >= $2::date and day <= $3::date order by day`,
    [[...new Set(rows.map((r) => r.location_identifier))], rows.map((r) => r.period_start).sort()[0], rows.map((r) => r.period_end).sort().at(-1)],
  );
  const vat = await loadVatTable(db);
  const taxRows = await db.query<{ tax_class: 'I' | 'II'; valid_from: string; valid_until: string | null; tax: string; supply: string }>(
    `select tax_class, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_until, 'YYYY-MM-DD') as valid_until,
            electricity_tax_c_kwh::text as tax, security_of_supply_c_kwh::text as supply from tax_rates`,
  );
  const tax = new ElectricityTaxTable(
    taxRows.rows.map((r) => ({ taxClass: r.tax_class, validFrom: r.valid_from, validUntil: r.valid_until, electricityTaxCKwh: r.tax, securityOfSupplyCKwh: r.supply })),
  );
  const result: (InvoiceCheckRow & { diff: bigint })[] = [];
  for (const invoice of rows) {
    result.push(await checkOne(invoice));
  }
  async function checkOne(invoice: InvoiceRow): Promise<InvoiceCheckRow & { diff: bigint }> {
    const metered: MeteredDay[] = days.rows
      .filter((d) => d.location_identifier === invoice.location_identifier && d.day >= invoice.period_start && d.day <= invoice.period_end)
      .map((d) => ({ day: d.day, kwh: BigInt(d.kwh) }));
    const meteredKwh = metered.reduce((sum, d) => sum + d.kwh, 0n);
    const invoiced = BigInt(invoice.amount_cents);
    const base = {
      locationIdentifier: invoice.location_identifier,
      month: invoice.period_start.slice(0, 7),
      invoiceNumber: invoice.invoice_number,
      invoicedKwh: invoice.energy_kwh === null ? null : formatScaled(parseScaled(invoice.energy_kwh, 4), 4),
      meteredKwh: formatScaled(meteredKwh, 4),
      invoicedAmount: euros(invoiced),
    };
    const spotDays = invoice.pricing === 'SPOT' ? await loadSpotDays(db, invoice.metering_point_id, invoice.period_start, invoice.period_end) : undefined;
    const months = {
      energyBasicFee: parseScaled(invoice.energy_fee_months, 4),
      transferBasicFee: parseScaled(invoice.transfer_fee_months, 4),
      dhPower: parseScaled(invoice.dh_power_months, 4),
    };
    const terms: CheckedContract = {
      pricing: invoice.pricing,
      fixedPriceCKwh: invoice.fixed_price,
      spotMarginCKwh: invoice.spot_margin,
      basicFeeEurMonth: invoice.basic_fee,
      transferPriceCKwh: invoice.transfer_price,
      transferBasicFeeEurMonth: invoice.transfer_fee,
      taxClass: invoice.tax_class,
    };
    const expected =
      invoice.detail_type === 'districtHeating'
        ? expectedHeatInvoiceCents(metered, terms, months, vat)
        : expectedInvoiceCents(metered, terms, months, vat, tax, spotDays);
    const diff = invoiced - expected;
    return { ...base, expectedAmount: euros(expected), difference: euros(diff), status: diff === 0n ? 'ok' : 'difference', diff };
  }
  const rank = { difference: 0, ok: 1 } as const;
  const abs = (v: bigint) => (v < 0n ? -v : v);
  result.sort((a, b) => rank[a.status] - rank[b.status] || (abs(b.diff) > abs(a.diff) ? 1 : abs(b.diff) < abs(a.diff) ? -1 : 0) || a.month.localeCompare(b.month));
  return result.map(({ diff: _diff, ...row }) => row);
}
