import { localDateOf } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import { INVOICED_CONTRACT_TYPES } from '../billing/billableContract';
import type { DueDateCode } from '../../contract/dueDate';

/** The invoiced contract in force at a place today (the one a due-day setting belongs to). */
export async function activeInvoicedContract(db: Queryable, locationIdentifier: string, today: string): Promise<string | null> {
  const result = await db.query<{ id: string }>(
    `select id from contracts
     where location_identifier = $1 and contract_type = any($3::text[])
       and start_date <= $2::date and (end_date is null or end_date >= $2::date)
     order by start_date desc, id limit 1`,
    [locationIdentifier, today, INVOICED_CONTRACT_TYPES],
  );
  return result.rows[0]?.id ?? null;
}

export interface DueDateSetting {
  readonly code: DueDateCode;
  /** Local date of the last change. */
  readonly changedDate: string;
}

export async function loadDueDateSetting(db: Queryable, contractId: string): Promise<DueDateSetting | null> {
  const result = await db.query<{ code: DueDateCode; changed_at: Date | string }>(
    'select due_date_code as code, changed_at from invoice_due_date_settings where contract_id = $1',
    [contractId],
  );
  const row = result.rows[0];
  // The change happened on a Helsinki date, whatever the database session's time zone is.
  return row ? { code: row.code, changedDate: localDateOf(new Date(row.changed_at)) } : null;
}

export async function saveDueDateSetting(db: Queryable, contractId: string, code: DueDateCode, now: Date): Promise<void> {
  await db.query(
    `insert into invoice_due_date_settings (contract_id, due_date_code, changed_at) values ($1, $2, $3)
     on conflict (contract_id) do update set due_date_code = excluded.due_date_code, changed_at = excluded.changed_at`,
    [contractId, code, now],
  );
}
