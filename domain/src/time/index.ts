// Europe/Helsinki local-day arithmetic for server code: pure, no database, exact across DST.
export {
  HELSINKI_TIME_ZONE,
  lastSundayOfMonth,
  summerTimeStartUtc,
  summerTimeEndUtc,
  helsinkiOffsetMinutes,
  helsinkiParts,
  helsinkiDayOfYear,
  type HelsinkiParts,
} from './helsinkiOffset';
export {
  parseLocalDate,
  formatLocalDate,
  addLocalDays,
  localDaysBetween,
  localDateOf,
  isoWeekday,
  type LocalDate,
  type DateFields,
} from './localDate';
export {
  localDayStartUtc,
  localDayRangeUtc,
  localDaysRangeUtc,
  localDayLengthMinutes,
  intervalsInLocalDay,
  dstTransitionOf,
  type UtcRange,
} from './localDay';
export { iterateIntervals, countIntervals, localDayIntervals, type LocalInterval } from './intervals';
