import { CronExpressionParser } from 'cron-parser';

/** Schedules are Finnish local time: `0 14 * * *` is 14:00 in Helsinki, summer and winter alike. */
export const SCHEDULE_TIME_ZONE = 'Europe/Helsinki';

/** After a long stop only the latest missed slot runs; looking further back than this is wasted work. */
const CATCH_UP_WINDOW_MS = 2 * 24 * 60 * 60_000;

/** Throws a readable error unless `expression` is a valid five-field cron expression. */
export function checkSchedule(expression: string): void {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`"${expression}" is not a five-field cron expression (minute hour day month weekday)`);
  CronExpressionParser.parse(expression, { tz: SCHEDULE_TIME_ZONE });
}

/** The schedule's first slot strictly after `after`. */
export function nextSlot(expression: string, after: Date): Date {
  return CronExpressionParser.parse(expression, { tz: SCHEDULE_TIME_ZONE, currentDate: after }).next().toDate();
}

/**
 * The latest slot in (after, now], or null when none has come. Slots are walked forward from `after`
 * with the library's `next()`, never looked up backwards from `now`: on the autumn day the clock falls
 * back, 03:30 exists twice, and walking forward counts it once (the first), whereas "the latest 03:30
 * before now" would find the second one too and run the job twice. On the spring-forward day a slot in
 * the skipped hour (03:30) runs once, an hour later on the wall clock (04:30).
 */
export function latestSlot(expression: string, after: Date, now: Date): Date | null {
  const from = Math.max(after.getTime(), now.getTime() - CATCH_UP_WINDOW_MS);
  const slots = CronExpressionParser.parse(expression, { tz: SCHEDULE_TIME_ZONE, currentDate: new Date(from) });
  let latest: Date | null = null;
  for (;;) {
    const slot = slots.next().toDate();
    if (slot.getTime() > now.getTime()) return latest;
    latest = slot;
  }
}
