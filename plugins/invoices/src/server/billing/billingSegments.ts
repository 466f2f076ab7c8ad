import { addLocalDays, localDayStartUtc, localDaysBetween, type LocalDate } from '@portal/domain';

/**
 * A stretch of delivery days inside one invoice month over which every rate is constant: the month is
 * cut at each date a VAT or tax rate changes and at the contract's start and end. Cutting by date (not
 * by instant) is right because rates change by local delivery date (DOMAIN "VAT by delivery date").
 */
export interface BillingSegment {
  /** First local delivery date, inclusive. */
  readonly fromDate: LocalDate;
  /** Local date after the last one (exclusive). */
  readonly untilDate: LocalDate;
  /** UTC instants of local midnight at both ends: readings starting in [startUtc, endUtc) belong here. */
  readonly startUtc: Date;
  readonly endUtc: Date;
  readonly days: number;
  /** Days in the whole calendar month, to prorate monthly fees. */
  readonly monthDays: number;
}

/** `YYYY-MM` → its first day. */
export function monthStart(month: string): LocalDate {
  return `${month}-01`;
}

export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

export interface ContractDates {
  readonly startDate: LocalDate;
  /** Inclusive; null while in force. */
  readonly endDate: LocalDate | null;
}

/**
 * The segments of `month` (YYYY-MM) during which the contract is in force; empty when it is not at
 * all. `changeDates` are the dates rates change (valid_from of vat_rates and tax_rates rows).
 */
export function billingSegments(month: string, contract: ContractDates, changeDates: readonly LocalDate[]): BillingSegment[] {
  const first = monthStart(month);
  const afterMonth = monthStart(nextMonth(month));
  const from = contract.startDate > first ? contract.startDate : first;
  const contractUntil = contract.endDate === null ? afterMonth : addLocalDays(contract.endDate, 1);
  const until = contractUntil < afterMonth ? contractUntil : afterMonth;
  if (from >= until) return [];

  const cuts = [...new Set(changeDates.filter((date) => date > from && date < until))].sort();
  const bounds = [from, ...cuts, until];
  const monthDays = localDaysBetween(first, afterMonth);
  const segments: BillingSegment[] = [];
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const fromDate = bounds[i]!;
    const untilDate = bounds[i + 1]!;
    segments.push({
      fromDate,
      untilDate,
      startUtc: localDayStartUtc(fromDate),
      endUtc: localDayStartUtc(untilDate),
      days: localDaysBetween(fromDate, untilDate),
      monthDays,
    });
  }
  return segments;
}
