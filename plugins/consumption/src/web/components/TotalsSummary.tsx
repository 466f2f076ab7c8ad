import { FactList, MutedText, isoToFinnish } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import type { ConsumptionTotals, ConsumptionUnit } from '../../contract';
import { addDays } from '../model/localDate';

/**
 * Totals of the shown period, always the server's totals over the full data (never sums of the
 * displayed, possibly grouped bars), with the change against the period before: (ratio − 1) × 100.
 * An incomplete total says it is a lower bound.
 */
export function TotalsSummary({ totals, unit }: { readonly totals: ConsumptionTotals; readonly unit: ConsumptionUnit }) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  const previousValue =
    totals.previousValue === null
      ? t('common.noValue')
      : unit === 'EUR'
        ? format.money(totals.previousValue)
        : `${format.number(totals.previousValue)} ${t('common.kwh')}`;
  const previousPeriod = `${isoToFinnish(totals.previousPeriod.start)}–${isoToFinnish(addDays(totals.previousPeriod.end, -1))}`;
  return (
    <section aria-labelledby="consumption-totals-heading">
      <h3 id="consumption-totals-heading">{t('totals.heading')}</h3>
      <FactList
        facts={[
          { term: t('totals.energy'), value: `${format.number(totals.kwh)} ${t('common.kwh')}`, testId: 'total-energy' },
          unit === 'EUR' && {
            term: t('totals.cost'),
            value: totals.eur === null ? t('common.noValue') : format.money(totals.eur),
            testId: 'total-cost',
          },
          {
            term: t('totals.change'),
            value: totals.percentChange === null ? t('totals.noChange') : format.formatPercentChange(1 + totals.percentChange / 100),
            testId: 'total-change',
          },
        ]}
      />
      <MutedText>{t('totals.previous', { period: previousPeriod, value: previousValue })}</MutedText>
      {!totals.complete && (
        <MutedText role="note">{t('totals.incomplete', { missing: totals.missingIntervals, total: totals.expectedIntervals })}</MutedText>
      )}
      {totals.estimatedIntervals > 0 && <MutedText>{t('totals.estimated', { estimated: totals.estimatedIntervals })}</MutedText>}
      {unit === 'EUR' && totals.unpricedIntervals > 0 && <MutedText>{t('totals.unpriced', { count: totals.unpricedIntervals })}</MutedText>}
    </section>
  );
}
