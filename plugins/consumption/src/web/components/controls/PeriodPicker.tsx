import { DatePicker, FieldGroup, ToggleButton } from '@portal/ui';
import { DEFAULT_PORTAL_CONSTANTS, usePortalRuntime, useTranslation } from '@portal/core';
import { useState } from 'react';
import { StepperRow } from './controlStyles';
import { isLocalDate, type LocalDate } from '../../model/localDate';
import { periodLabel, weekDates } from '../../model/periodLabel';
import { TIME_AXIS_RULES, type TimeAxisMode } from '../../model/timeAxisMode';

/**
 * Chooses the shown period. Days by a date field and previous/next; weeks, months and years from a
 * page of options (requirements §9 date picker paging: weeks 5, months 6, years 5, from the company's
 * constants), paged earlier/later by a whole page. Nothing after today can be chosen.
 */
export function PeriodPicker({
  mode,
  anchor,
  today,
  onChange,
}: {
  readonly mode: TimeAxisMode;
  readonly anchor: LocalDate;
  readonly today: LocalDate;
  readonly onChange: (anchor: LocalDate) => void;
}) {
  const { t } = useTranslation('consumption');
  const paging = usePortalRuntime().company.constants?.datePickerPaging ?? DEFAULT_PORTAL_CONSTANTS.datePickerPaging;
  const rule = TIME_AXIS_RULES[mode];
  const isFuture = (a: LocalDate) => rule.rangeOf(a).from > today;

  if (mode === 'day' || mode === 'dayQuarterly' || mode === 'years') {
    const previous = rule.shift(anchor, -1);
    const next = rule.shift(anchor, 1);
    return (
      <FieldGroup>
        <legend>{t('picker.label')}</legend>
        <StepperRow>
          <ToggleButton type="button" onClick={() => onChange(previous)} aria-label={t('picker.earlier')}>
            ‹
          </ToggleButton>
          {mode === 'years' ? (
            <span aria-live="polite">{periodLabel(mode, anchor, t)}</span>
          ) : (
            <div className="stepper-field">
              <DatePicker
                label={t('picker.date')}
                value={anchor}
                max={today}
                onChange={(date) => isLocalDate(date) && date <= today && onChange(date)}
              />
            </div>
          )}
          <ToggleButton type="button" onClick={() => onChange(next)} disabled={isFuture(next)} aria-label={t('picker.later')}>
            ›
          </ToggleButton>
        </StepperRow>
      </FieldGroup>
    );
  }
  return <PagedPeriodPicker mode={mode} anchor={anchor} today={today} onChange={onChange} pageSize={paging[`${mode}s`]} />;
}

function PagedPeriodPicker({
  mode,
  anchor,
  today,
  onChange,
  pageSize,
}: {
  readonly mode: 'week' | 'month' | 'year';
  readonly anchor: LocalDate;
  readonly today: LocalDate;
  readonly onChange: (anchor: LocalDate) => void;
  readonly pageSize: number;
}) {
  const { t } = useTranslation('consumption');
  const rule = TIME_AXIS_RULES[mode];
  // The page shows `pageSize` periods ending with `pageEnd`; it starts on the chosen period.
  const [pageEnd, setPageEnd] = useState(() => rule.rangeOf(anchor).from);
  const options = Array.from({ length: pageSize }, (_, i) => rule.shift(pageEnd, i - (pageSize - 1)));
  const chosen = rule.rangeOf(anchor).from;
  const laterPage = rule.shift(pageEnd, pageSize);
  const latest = rule.rangeOf(today).from;
  return (
    <FieldGroup>
      <legend>{t('picker.label')}</legend>
      <ToggleButton type="button" onClick={() => setPageEnd(rule.shift(pageEnd, -pageSize))}>
        {t('picker.earlier')}
      </ToggleButton>
      {options.map((option) => {
        const from = rule.rangeOf(option).from;
        return (
          <ToggleButton
            key={from}
            type="button"
            aria-pressed={from === chosen}
            disabled={from > today}
            title={mode === 'week' ? weekDates(option, t) : undefined}
            onClick={() => onChange(from)}
          >
            {periodLabel(mode, option, t)}
          </ToggleButton>
        );
      })}
      <ToggleButton
        type="button"
        disabled={rule.rangeOf(laterPage).from > latest && pageEnd >= latest}
        onClick={() => setPageEnd(rule.rangeOf(laterPage).from > latest ? latest : laterPage)}
      >
        {t('picker.later')}
      </ToggleButton>
    </FieldGroup>
  );
}
