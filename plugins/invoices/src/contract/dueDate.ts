import { z } from 'zod';

/**
 * requirements §3 invoiceDueDateCode: the day of the month invoices fall due on. The codes are the wire
 * values; the day is the number in them.
 */
export const DUE_DATE_CODES = ['DAY_5', 'DAY_12', 'DAY_20', 'DAY_28'] as const;
export const dueDateCodeSchema = z.enum(DUE_DATE_CODES);
export type DueDateCode = z.infer<typeof dueDateCodeSchema>;

export const DEFAULT_DUE_DATE_CODE: DueDateCode = 'DAY_20';

export function dueDay(code: DueDateCode): number {
  return Number(code.slice('DAY_'.length));
}

/**
 * A due day may be changed once in this many months (counted from the last change), so a customer
 * cannot keep pushing payments forward; SPEC's canChangeDueDate is false inside the window.
 */
export const DUE_DATE_CHANGE_INTERVAL_MONTHS = 6;

/** Why canChangeDueDate is false, so the web can say it instead of only disabling the control. */
export const dueDateBlockSchema = z.enum(['RECENTLY_CHANGED', 'READ_ONLY', 'NO_ACTIVE_CONTRACT']);
export type DueDateBlock = z.infer<typeof dueDateBlockSchema>;
