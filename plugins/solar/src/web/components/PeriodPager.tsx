import { ButtonRow, SecondaryButton, SegmentedChoice } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { YEARS_SPAN, type ProductionPeriod } from '../../contract';
import { finnishDate, isoWeek, shiftPeriod } from '../model/localDates';

export interface PeriodPagerProps<P extends ProductionPeriod> {
  readonly period: P;
  readonly start: string;
  readonly onChange: (period: P, start: string) => void;
  /** The spans offered, shortest first. */
  readonly periods: readonly P[];
  /** The latest date that may be shown (today): paging stops there. */
  readonly latest: string;
}

/** The label of the shown span, in Finnish formats (D.M.YYYY, week N/YYYY, M/YYYY, YYYY). */
export function usePeriodLabel() {
  const { t } = useTranslation('solar');
  return (period: ProductionPeriod, start: string) => {
    if (period === 'day') return finnishDate(start);
    if (period === 'week') return t('period.weekLabel', isoWeek(start));
    if (period === 'month') return `${Number(start.slice(5, 7))}/${start.slice(0, 4)}`;
    if (period === 'years') return `${Number(start.slice(0, 4)) - YEARS_SPAN + 1}–${start.slice(0, 4)}`;
    return start.slice(0, 4);
  };
}

/** Day / week / month / year (/ years), and the previous and next span (the same time axis as consumption). */
export function PeriodPager<P extends ProductionPeriod>({ period, start, onChange, latest, periods }: PeriodPagerProps<P>) {
  const { t } = useTranslation('solar');
  const label = usePeriodLabel();
  const next = shiftPeriod(start, period, 1);
  return (
    <div>
      <SegmentedChoice<P>
        label={t('period.label')}
        choices={periods.map((value) => ({ value, label: t(`period.${value}`) }))}
        value={period}
        onChange={(value) => onChange(value, start)}
      />
      <ButtonRow>
        <SecondaryButton type="button" onClick={() => onChange(period, shiftPeriod(start, period, -1))}>
          ‹ {t('period.previous')}
        </SecondaryButton>
        <strong aria-live="polite" data-testid="period-label">
          {label(period, start)}
        </strong>
        <SecondaryButton type="button" disabled={next > latest} onClick={() => onChange(period, next)}>
          {t('period.next')} ›
        </SecondaryButton>
      </ButtonRow>
    </div>
  );
}
