import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { PORTAL_TIME_ZONE, type Instant } from './portalTimeZone';

dayjs.extend(utc);
dayjs.extend(timezone);

// Here for the modules that import them from here; portalTimeZone.ts holds them without dayjs.
export { PORTAL_TIME_ZONE, type Instant };

export function inHelsinki(instant: Instant): Dayjs {
  return dayjs(instant).tz(PORTAL_TIME_ZONE);
}
