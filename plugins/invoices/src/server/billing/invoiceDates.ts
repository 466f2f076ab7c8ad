import { addLocalDays, parseLocalDate, formatLocalDate, type LocalDate } from '@portal/domain';
import { dueDay, type DueDateCode } from '../../contract/dueDate';
import { nextMonth } from './billingSegments';

/** Metering for a month is complete a few days into the next (Datahub corrections), so invoices are dated the 5th. */
const INVOICE_DAY = 5;
/** Finnish consumer terms: at least 14 days from the invoice date to the due date. */
export const MIN_PAYMENT_DAYS = 14;

export function invoiceDateFor(month: string): LocalDate {
  return `${nextMonth(month)}-${String(INVOICE_DAY).padStart(2, '0')}`;
}

/** The first date on the chosen due day that leaves at least MIN_PAYMENT_DAYS to pay. */
export function dueDateFor(invoiceDate: LocalDate, code: DueDateCode): LocalDate {
  const earliest = addLocalDays(invoiceDate, MIN_PAYMENT_DAYS);
  const { year, month } = parseLocalDate(earliest);
  const sameMonth = formatLocalDate({ year, month, day: dueDay(code) });
  if (sameMonth >= earliest) return sameMonth;
  return formatLocalDate({ year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1, day: dueDay(code) });
}
