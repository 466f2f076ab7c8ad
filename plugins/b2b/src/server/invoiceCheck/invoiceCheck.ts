import { ElectricityTaxTable, formatScaled, parseScaled } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { InvoiceFact, InvoiceFactsService } from '@portal/plugin-invoices/common';
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

interface ContractTermsRow {
  id: string;
  pricing: CheckedContract['pricing'];
  fixed_price: string | null;
  spot_margin: string | null;
  basic_fee: string;
  transfer_price: string | null;
  transfer_fee: string | null;
  tax_class: CheckedContract['taxClass'];
}

const euros = (cents: bigint) => formatScaled(cents, 2);

/**
 * The invoices plugin's facts of the year beside each invoice's contract terms and metering point (this
 * plugin may read contracts and places; the invoice tables only the invoices plugin reads). An invoice
 * whose contract or place is gone is left out, as a join would.
 */
async function invoiceRows(db: Queryable, facts: readonly InvoiceFact[]): Promise<InvoiceRow[]> {
  const terms = await db.query<ContractTermsRow>(
    `select c.id, c.pricing, c.fixed_price_c_kwh::text as fixed_price, c.spot_margin_c_kwh::text as spot_margin,
            c.basic_fee_eur_month::text as basic_fee, c.transfer_price_c_kwh::text as transfer_price,
            c.transfer_basic_fee_eur_month::text as transfer_fee, c.tax_class
       from contracts c where c.id = any($1::text[])`,
    [[...new Set(facts.map((fact) => fact.contractId))]],
  );
  const points = await db.query<{ location_identifier: string; metering_point_id: string }>(
    `select location_identifier, metering_point_id::text as metering_point_id from locations where location_identifier = any($1::text[])`,
    [[...new Set(facts.map((fact) => fact.locationIdentifier))]],
  );
  const termsById = new Map(terms.rows.map((row) => [row.id, row]));
  const pointByPlace = new Map(points.rows.map((row) => [row.location_identifier, row.metering_point_id]));
  return facts.flatMap((fact) => {
    const contract = termsById.get(fact.contractId);
    const meteringPoint = pointByPlace.get(fact.locationIdentifier);
    if (!contract || meteringPoint === undefined) return [];
    const { id: _id, ...contractTerms } = contract;
    return [
      {
        invoice_number: fact.invoiceNumber,
        location_identifier: fact.locationIdentifier,
        detail_type: fact.detailType,
        period_start: fact.periodStart,
        period_end: fact.periodEnd,
        amount_cents: fact.amountCents.toString(),
        energy_kwh: fact.energyKwh,
        energy_fee_months: fact.energyBasicFeeMonths,
        transfer_fee_months: fact.transferBasicFeeMonths,
        dh_power_months: fact.dhPowerMonths,
        metering_point_id: meteringPoint,
        ...contractTerms,
      },
    ];
  });
}

/**
 * The invoice check of a business customer's year: every invoice of its places the caller sees,
 * beside what its metered days (the daily rollups, equal to the raw intervals), its contract and the
 * dated VAT and electricity tax give. Differences first (largest first), then the ones that agree to the
 * cent. Invoices are the invoices plugin's, read through its invoice facts service; a company that ships
 * no invoices plugin has none to check (`invoices` undefined): the list is empty.
 */
export async function loadInvoiceCheck(
  db: Queryable,
  invoices: InvoiceFactsService | undefined,
  userId: string,
  scope: CompanyScope,
  year: number,
): Promise<InvoiceCheckRow[]> {
  if (!invoices) return [];
  const facts = await invoices.customerInvoices({ company: scope.company, customerCode: scope.customerCode, viewerId: userId, year });
  const rows = await invoiceRows(db, facts);
  if (rows.length === 0) return [];
  const days = await db.query<{ location_identifier: string; day: string; kwh: string }>(
    `select location_identifier, to_char(day, 'YYYY-MM-DD') as day, (energy_kwh * 10000)::int8::text as kwh
       from consumption_daily_rollups
      where location_identifier = any($1::text[]) and day >= $2::date and day <= $3::date order by day`,
    [
      [...new Set(rows.map((r) => r.location_identifier))],
      rows.map((r) => r.period_start).sort()[0],
      rows
        .map((r) => r.period_end)
        .sort()
        .at(-1),
    ],
  );
  const vat = await loadVatTable(db);
  const taxRows = await db.query<{ tax_class: 'I' | 'II'; valid_from: string; valid_until: string | null; tax: string; supply: string }>(
    `select tax_class, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_until, 'YYYY-MM-DD') as valid_until,
            electricity_tax_c_kwh::text as tax, security_of_supply_c_kwh::text as supply from tax_rates`,
  );
  const tax = new ElectricityTaxTable(
    taxRows.rows.map((r) => ({
      taxClass: r.tax_class,
      validFrom: r.valid_from,
      validUntil: r.valid_until,
      electricityTaxCKwh: r.tax,
      securityOfSupplyCKwh: r.supply,
    })),
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
    const spotDays =
      invoice.pricing === 'SPOT' ? await loadSpotDays(db, invoice.metering_point_id, invoice.period_start, invoice.period_end) : undefined;
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
  result.sort(
    (a, b) =>
      rank[a.status] - rank[b.status] || (abs(b.diff) > abs(a.diff) ? 1 : abs(b.diff) < abs(a.diff) ? -1 : 0) || a.month.localeCompare(b.month),
  );
  return result.map(({ diff: _diff, ...row }) => row);
}
