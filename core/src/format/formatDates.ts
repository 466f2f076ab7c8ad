import { inHelsinki, type Instant } from './helsinkiTime';

/** `5.3.2025` (SPEC §9). */
export function formatDate(instant: Instant): string {
  return inHelsinki(instant).format('D.M.YYYY');
}

/** `05.03.2025 14:30` (SPEC §9). */
export function formatDateTime(instant: Instant): string {
  return inHelsinki(instant).format('DD.MM.YYYY HH:mm');
}

/** `14:30`. */
export function formatTime(instant: Instant): string {
  return inHelsinki(instant).format('HH:mm');
}

/**
 * The end of an interval. One that ends at local midnight belongs to the day before and is shown as
 * `24:00` of that day: the last hour of 5.3. is 23:00–24:00 on 5.3., not "…–00:00 on 6.3.".
 */
export function formatIntervalEnd(instant: Instant): string {
  const local = inHelsinki(instant);
  if (isLocalMidnight(instant)) return `${local.subtract(1, 'day').format('DD.MM.YYYY')} 24:00`;
  return local.format('DD.MM.YYYY HH:mm');
}

/** Only the time of an interval's end: `24:00` at local midnight. */
export function formatIntervalEndTime(instant: Instant): string {
  return isLocalMidnight(instant) ? '24:00' : formatTime(instant);
}

function isLocalMidnight(instant: Instant): boolean {
  const local = inHelsinki(instant);
  return local.hour() === 0 && local.minute() === 0 && local.second() === 0 && local.millisecond() === 0;
}
