import { addLocalDays, formatLocalDate, type LocalDate } from '@portal/domain';

/** Gregorian Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatLocalDate({ year, month, day });
}

/** Friday between 19 and 25 June. */
function midsummerEve(year: number): LocalDate {
  for (let day = 19; day <= 25; day += 1) {
    if (new Date(Date.UTC(year, 5, day)).getUTCDay() === 5) return formatLocalDate({ year, month: 6, day });
  }
  throw new Error('unreachable');
}

/**
 * Finnish days when offices and most workplaces are closed (public holidays plus the customary
 * Midsummer and Christmas Eves). Demo load curves treat them like Sundays.
 */
export function finnishDaysOff(year: number): Set<LocalDate> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '01-06', '05-01', '12-06', '12-24', '12-25', '12-26'].map((md) => `${year}-${md}`);
  const midsummer = midsummerEve(year);
  return new Set([...fixed, addLocalDays(easter, -2), addLocalDays(easter, 1), addLocalDays(easter, 39), midsummer, addLocalDays(midsummer, 1)]);
}
