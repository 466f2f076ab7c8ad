import { ButtonRow, SecondaryButton, SegmentedChoice, useTranslation } from '@portal/core';
import type { SolarPeriod } from '../../contract';
import { finnishDate, isoWeek, shiftPeriod } from '../model/localDates';

export interface PeriodPagerProps {
  readonly period: SolarPeriod;
  readonly start: string;
  readonly onChange: (period: SolarPeriod, start: string) => void;
  /** The latest date that may be shown (today): paging stops there. */
  readonly latest: string;
}

/** The label of the shown span, in Finnish formats (D.M.YYYY, week N/YYYY, M/YYYY, YYYY). */
export function usePeriodLabel() {
  const { t } = useTranslation('solar');
  return (period: SolarPeriod, start: string) => {
    if (period === 'day') return finnishDate(start);
    if (period === 'week') return t('period.weekLabel', isoWeek(start));
    if (period === 'month') return `${Number(start.slice(5, 7))}/${start.slice(0, 4)}`;
    return start.slice(0, 4);
  };
}

/** Day / week / month / year, and the previous and next span (the same time axis as consumption). */
export function PeriodPager({ period, start, onChange, latest }: PeriodPagerProps) {
  const { t } = useTranslation('solar');
  const label = usePeriodLabel();
  const next = shiftPeriod(start, period, 1);
  return (
    <div>
      <SegmentedChoice<SolarPeriod>
        label={t('period.label')}
        choices={(['day', 'week', 'month', 'year'] as const).map((value) => ({ value, label: t(`period.${value}`) }))}
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
