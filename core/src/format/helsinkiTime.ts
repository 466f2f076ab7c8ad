import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Customers see Finnish local time; data travels in UTC (DOMAIN.md "Time and metering"). */
export const PORTAL_TIME_ZONE = 'Europe/Helsinki';

/** An instant: a Date, epoch milliseconds, or an ISO string with an offset (or Z). */
export type Instant = Date | number | string;

export function inHelsinki(instant: Instant): Dayjs {
  return dayjs(instant).tz(PORTAL_TIME_ZONE);
}
