import { addLocalDays, localDateOf, type LocalDate } from '@portal/domain';
import { type DemoDataContext, type Queryable } from '@portal/core/server';
import { DEFAULT_DUE_DATE_CODE, type DueDateCode } from '../../contract/dueDate';
import { issueInvoices } from '../billing/issueInvoices';
import { nextMonth } from '../billing/billingSegments';
import { demoSettlement } from './demoSettlement';

/** Every fourth contract moved its due day to the 28th two months ago, so the portal shows a blocked change too. */
const CHANGED_DUE_DATE: DueDateCode = 'DAY_28';
const CHANGED_DAYS_AGO = 60;

/**
 * The plugin's demo data (ServerPlugin.demoData, after core's in the same transaction): monthly
 * invoices for every invoiced contract over the metered period, from the metering and prices core's
 * generator wrote, plus a few due-date changes and e-invoice agreements.
 */
export async function generateDemoInvoices(tx: Queryable, context: DemoDataContext): Promise<number> {
  const today = localDateOf(context.today);
  const first = await tx.query<{ first: string | null }>(`select min(start_utc) as first from spot_prices`);
  const firstInstant = first.rows[0]?.first;
  if (!firstInstant) return 0;
  const firstDay = localDateOf(new Date(firstInstant));
  // Only whole months are invoiced: the first month the data covers from its 1st day on.
  const fromMonth = firstDay.endsWith('-01') ? firstDay.slice(0, 7) : nextMonth(firstDay.slice(0, 7));
  // A month is invoiced on the 5th of the next: last month only once that day has come.
  const lastComplete = addLocalDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const untilMonth = today.slice(8, 10) >= '05' ? nextMonth(lastComplete) : lastComplete;

  const changedAt = addLocalDays(today, -CHANGED_DAYS_AGO);
  const contracts = await tx.query<{ id: string }>(`select id from contracts order by id`);
  const changed = new Set(contracts.rows.filter((_, index) => index % 4 === 1).map((row) => row.id));
  await tx.query(
    `insert into invoice_due_date_settings (contract_id, due_date_code, changed_at)
     select id, $2, ($3::date)::timestamptz + interval '9 hours' from unnest($1::text[]) as id`,
    [[...changed], CHANGED_DUE_DATE, changedAt],
  );
  const dueDateCode = (contract: { id: string }, invoiceDate: LocalDate): DueDateCode =>
    changed.has(contract.id) && invoiceDate >= changedAt ? CHANGED_DUE_DATE : DEFAULT_DUE_DATE_CODE;

  const issued = await issueInvoices(tx, { fromMonth, untilMonth, dueDateCode, settle: demoSettlement(context.seed, today) });

  // The first customer of each company already receives e-invoices; the others can propose one.
  await tx.query(
    `insert into einvoice_agreements (company, customer_code, state, bank_bic, einvoice_address, updated_at)
     select distinct on (company) company, customer_code, 'ACTIVE', 'OKOYFIHH', 'FI4950009420028730', $1::timestamptz
     from customerships where customer_type = 'B2C' order by company, customer_code`,
    [context.today],
  );
  return issued;
}
