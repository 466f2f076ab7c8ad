import { z } from 'zod';

export const alertUserParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const alertPlaceParamsSchema = z.object({
  id: z.string().min(1).max(100),
  locationIdentifier: z.string().min(1).max(100),
});

/** requirements §3: a push window is a start and an end hour and minute (Helsinki time); end before start crosses midnight. */
export const pushWindowFields = {
  pushStartHour: z.number().int().min(0).max(23),
  pushStartMinute: z.number().int().min(0).max(59),
  pushEndHour: z.number().int().min(0).max(23),
  pushEndMinute: z.number().int().min(0).max(59),
};

export interface PushWindowFields {
  readonly pushStartHour: number;
  readonly pushStartMinute: number;
  readonly pushEndHour: number;
  readonly pushEndMinute: number;
}

/** A window of zero length would hold every notice for ever; refuse it where the window is read. */
export function isEmptyWindow(window: PushWindowFields): boolean {
  return window.pushStartHour * 60 + window.pushStartMinute === window.pushEndHour * 60 + window.pushEndMinute;
}

/** requirements §9: the demo (and default) push window 7:00–23:00. */
export const DEFAULT_WINDOW_FIELDS: PushWindowFields = { pushStartHour: 7, pushStartMinute: 0, pushEndHour: 23, pushEndMinute: 0 };

/** An e-mail address a subscription keeps itself; empty means "the account's". */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'Not an e-mail address')
  .nullable();

/** A Finnish or international mobile number: + and 7–15 digits, spaces and dashes allowed between. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(25)
  .refine((value) => value === '' || /^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(value), 'Not a phone number')
  .nullable();

/** Money and energy thresholds are decimals with at most two decimals (kWh per day, c/kWh). */
export const twoDecimals = (min: number, max: number) =>
  z
    .number()
    .finite()
    .min(min)
    .max(max)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most two decimals');
