import { TIME_AXIS_MODES, YEARS_MODE_SPAN, type TimeAxisMode } from '../../contract/common';
import { addDays, addMonths, addYears, startOfMonth, startOfWeek, startOfYear, type LocalDate } from './localDate';

export { TIME_AXIS_MODES, type TimeAxisMode };

export interface ShownRange {
  /** First local day shown. */
  readonly from: LocalDate;
  /** First local day after the range (exclusive), so ranges chain without gaps. */
  readonly to: LocalDate;
}

/**
 * The span each mode shows, as the contract defines it (the server snaps `start` the same way); the
 * web needs it to label the period and to page to the previous or next one.
 */
interface ModeRule {
  /** The range containing `anchor`. */
  readonly rangeOf: (anchor: LocalDate) => ShownRange;
  /** Moves the anchor by `steps` whole ranges (previous / next period). */
  readonly shift: (anchor: LocalDate, steps: number) => LocalDate;
}

const dayRange = (anchor: LocalDate): ShownRange => ({ from: anchor, to: addDays(anchor, 1) });

export const TIME_AXIS_RULES: Readonly<Record<TimeAxisMode, ModeRule>> = {
  day: { rangeOf: dayRange, shift: (a, n) => addDays(a, n) },
  dayQuarterly: { rangeOf: dayRange, shift: (a, n) => addDays(a, n) },
  week: {
    rangeOf: (a) => ({ from: startOfWeek(a), to: addDays(startOfWeek(a), 7) }),
    shift: (a, n) => addDays(startOfWeek(a), 7 * n),
  },
  month: {
    rangeOf: (a) => ({ from: startOfMonth(a), to: addMonths(a, 1) }),
    shift: (a, n) => addMonths(a, n),
  },
  year: {
    rangeOf: (a) => ({ from: startOfYear(a), to: addYears(a, 1) }),
    shift: (a, n) => addYears(a, n),
  },
  years: {
    // The anchor's year is the last of the five shown.
    rangeOf: (a) => ({ from: addYears(a, -(YEARS_MODE_SPAN - 1)), to: addYears(a, 1) }),
    shift: (a, n) => addYears(a, YEARS_MODE_SPAN * n),
  },
};

export function isTimeAxisMode(value: string | null | undefined): value is TimeAxisMode {
  return value != null && (TIME_AXIS_MODES as readonly string[]).includes(value);
}
