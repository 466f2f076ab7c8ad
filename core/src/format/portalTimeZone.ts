/** Customers see Finnish local time; data travels in UTC (DOMAIN.md "Time and metering"). */
export const PORTAL_TIME_ZONE = 'Europe/Helsinki';

/** An instant: a Date, epoch milliseconds, or an ISO string with an offset (or Z). */
export type Instant = Date | number | string;
