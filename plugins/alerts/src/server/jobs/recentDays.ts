import { addLocalDays, localDateOf } from '@portal/domain';

/**
 * Alerts are about what is happening now: a backfill of last year's readings or prices must not send
 * a year of alerts. Days older than this many days before today (Helsinki) are not evaluated.
 */
export const EVALUATED_DAYS_BACK = 7;

export function isRecentDay(day: string, now: Date): boolean {
  return day >= addLocalDays(localDateOf(now), -EVALUATED_DAYS_BACK);
}
