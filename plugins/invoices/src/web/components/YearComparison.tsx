import { Card } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import type { InvoiceComparison } from '../../contract';

/** Same month a year earlier: the change and what caused it (consumption, price, number of days). */
export function YearComparison({ comparison, amount }: { readonly comparison: InvoiceComparison | null; readonly amount: number }) {
  const { t } = useTranslation('invoices');
  const format = useFormatters();
  if (!comparison) {
    return (
      <Card title={t('comparison.title')}>
        <p>{t('comparison.none')}</p>
      </Card>
    );
  }
  const signed = (value: number) => `${value > 0 ? '+' : ''}${format.money(value)}`;
  const change = amount - comparison.previousAmount;
  return (
    <Card title={t('comparison.title')}>
      <p>
        {t('comparison.summary', {
          previous: format.money(comparison.previousAmount),
          change: signed(change),
          percent: comparison.previousAmount !== 0 ? format.formatPercentChange(amount / comparison.previousAmount) : '–',
        })}
      </p>
      <ul>
        <li>
          {t('comparison.consumption', {
            now: format.number(comparison.consumptionKwh, 0),
            before: format.number(comparison.previousConsumptionKwh, 0),
            effect: signed(comparison.effects.consumption),
          })}
        </li>
        <li>
          {t('comparison.price', {
            now: format.number(comparison.averagePrice, 2),
            before: format.number(comparison.previousAveragePrice, 2),
            effect: signed(comparison.effects.price),
          })}
        </li>
        <li>{t('comparison.days', { now: comparison.days, before: comparison.previousDays, effect: signed(comparison.effects.days) })}</li>
      </ul>
    </Card>
  );
}
