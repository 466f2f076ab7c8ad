import type { Migration } from '@portal/core/server';

/**
 * Invoices as issued: header, lines and the customer's invoicing settings. Money is integer cents
 * (bigint), never floating point; each line keeps its VAT 0 amount, VAT rate and VAT amount as printed,
 * so the portal, the PDF and the barcode always show the same numbers. Rates are stored on the line
 * because VAT is set by the delivery date and must not change when vat_rates gets a new row.
 */
export const invoicesMigration: Migration = {
  id: '001_invoices',
  sql: `
create table invoices (
  invoice_number text primary key check (invoice_number ~ '^[0-9]{6,20}$'),
  company text not null references companies(code),
  -- Invoicing customer (customerships.customer_code) and invoicing contract (contracts.id), as SPEC's
  -- invoicingCustomerCode and invoicingContractCode.
  customer_code text not null,
  contract_id text not null references contracts(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  contract_type text not null,
  detail_type text not null check (detail_type in ('electricity', 'districtHeating')),
  -- Local delivery dates, both inclusive.
  period_start date not null,
  period_end date not null check (period_end >= period_start),
  invoice_date date not null,
  due_date date not null check (due_date >= invoice_date),
  -- 'overdue' is not stored: it is an open invoice past its due date, which depends on today.
  status text not null check (status in ('open', 'paid', 'complete')),
  paid_date date,
  -- A national reference (digits with its 7-3-1 check digit) or an RF reference.
  reference text not null,
  iban text not null,
  amount_vat0_cents bigint not null,
  vat_cents bigint not null,
  amount_cents bigint not null,
  constraint invoice_total check (amount_cents = amount_vat0_cents + vat_cents),
  constraint invoice_paid_date check ((status = 'paid') = (paid_date is not null))
);
create index invoices_location on invoices (location_identifier, period_start desc);

create table invoice_lines (
  invoice_number text not null references invoices(invoice_number) on delete cascade,
  line_no smallint not null,
  kind text not null check (kind in (
    'energy', 'energyBasicFee', 'transfer', 'transferBasicFee', 'electricityTax', 'dhEnergy', 'dhPower')),
  -- kWh for energy-based lines, months (possibly a fraction of one) for fixed fees.
  quantity numeric(16, 4) not null,
  unit text not null check (unit in ('kWh', 'month')),
  -- VAT 0 unit price as invoiced: c/kWh or €/month; null where it varies per interval (spot).
  unit_price numeric(12, 4),
  vat_category text not null check (vat_category in ('general', 'electricity_energy')),
  vat_rate_percent numeric(5, 2) not null,
  amount_vat0_cents bigint not null,
  vat_cents bigint not null,
  amount_cents bigint not null,
  primary key (invoice_number, line_no),
  constraint invoice_line_total check (amount_cents = amount_vat0_cents + vat_cents)
);

-- The customer's chosen due day per invoicing contract (SPEC invoiceDueDateCode, lastChangedDate).
create table invoice_due_date_settings (
  contract_id text primary key references contracts(id) on delete cascade,
  due_date_code text not null,
  changed_at timestamptz not null
);

-- E-invoice (e-lasku) per invoicing customer: a proposal is sent to the payer's bank, which turns it
-- into an agreement once the customer accepts it in their online bank.
create table einvoice_agreements (
  company text not null references companies(code),
  customer_code text not null,
  state text not null check (state in ('PROPOSED', 'ACTIVE')),
  bank_bic text not null,
  einvoice_address text not null,
  updated_at timestamptz not null,
  primary key (company, customer_code)
);
`,
};
