import { parseLocalDate, formatLocalDate } from '@portal/domain';
import { DEFAULT_DUE_DATE_CODE, DUE_DATE_CHANGE_INTERVAL_MONTHS, type DueDateBlock, type DueDateCode } from '../../contract/dueDate';
import type { AccessRight } from '@portal/core/server';
import type { DueDateSetting } from '../queries/dueDateSettings';

export interface DueDateState {
  readonly code: DueDateCode;
  readonly canChange: boolean;
  readonly blockedReason: DueDateBlock | null;
  readonly lastChangedDate: string | null;
  readonly nextChangeDate: string | null;
}

/** The same day N months later (clamped to the month's last day: 31.8. + 6 months = 28./29.2.). */
function addMonths(date: string, months: number): string {
  const { year, month, day } = parseLocalDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return formatLocalDate({ year: targetYear, month: targetMonth, day: Math.min(day, lastDay) });
}

/**
 * Whether the user may change the due day now, and if not, why. Order matters for the message:
 * no contract to change first, then a read-only grant, then the change interval.
 */
export function dueDateState(setting: DueDateSetting | null, hasActiveContract: boolean, right: AccessRight, today: string): DueDateState {
  const nextChangeDate = setting ? addMonths(setting.changedDate, DUE_DATE_CHANGE_INTERVAL_MONTHS) : null;
  const blockedReason: DueDateBlock | null = !hasActiveContract
    ? 'NO_ACTIVE_CONTRACT'
    : right !== 'FULL_ACCESS'
      ? 'READ_ONLY'
      : nextChangeDate !== null && today < nextChangeDate
        ? 'RECENTLY_CHANGED'
        : null;
  return {
    code: setting?.code ?? DEFAULT_DUE_DATE_CODE,
    canChange: blockedReason === null,
    blockedReason,
    lastChangedDate: setting?.changedDate ?? null,
    nextChangeDate: blockedReason === 'RECENTLY_CHANGED' ? nextChangeDate : null,
  };
}
