import type { Queryable } from '@portal/core/server';
import { inHelsinki } from '@portal/core/shared';

/**
 * The next reference number, e.g. VARE-2026-000042: the company, the Helsinki year and a number that
 * grows per company and year. Run in the transaction that stores the request, so a rolled-back
 * request gives its number back (no gaps the customer could wonder about) and two never share one.
 */
export async function nextReference(tx: Queryable, company: string, now: Date): Promise<string> {
  const year = inHelsinki(now).year();
  const { rows } = await tx.query<{ last_number: number }>(
    `insert into service_request_numbers (company, year, last_number) values ($1, $2, 1)
     on conflict (company, year) do update set last_number = service_request_numbers.last_number + 1
     returning last_number`,
    [company, year],
  );
  return `${company}-${year}-${String(rows[0]!.last_number).padStart(6, '0')}`;
}
