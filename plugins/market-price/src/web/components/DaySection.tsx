import { Card, EnergyValue, FactList, isoToFinnish } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import type { PriceUnit } from '../../contract/common';
import type { DayPrices } from '../../contract/energyPrice';
import { isCurrent, unitLabel } from '../model/priceUnit';
import { PriceChart } from './PriceChart';
import { PriceTable } from './PriceTable';

/**
 * One day: the mean, lowest and highest price, the chart and the table; for today the current price
 * too, announced politely when the quarter changes (role="status"). An unpublished day says when its
 * prices come instead of showing an empty chart.
 */
export function DaySection({ day, title, unit, nowMs }: { day: DayPrices; title: string; unit: PriceUnit; nowMs: number }) {
  const { t } = useTranslation('market-price');
  const format = useFormatters();
  const label = unitLabel(unit);
  const value = (v: number | null) => (v === null ? '–' : <EnergyValue value={v} unit={label} decimals={2} />);
  const text = (v: number | null) => (v === null ? '–' : `${format.number(v, 2)} ${label}`);
  const current = day.periods.find((p) => isCurrent(p, nowMs));
  const date = isoToFinnish(day.date);

  if (!day.published) {
    return (
      <Card title={title} headingLevel={2}>
        <p>{t('day.notPublished')}</p>
      </Card>
    );
  }
  return (
    <Card title={title} headingLevel={2}>
      {current && (
        <p role="status" data-testid="current-price">
          {t('day.nowPrice')} {format.time(current.start)}–{format.intervalEndTime(current.end)}:{' '}
          <EnergyValue value={current.price} unit={label} decimals={2} emphasis />
          {current.price < 0 && ` (${t('day.negative')})`}
        </p>
      )}
      <FactList
        facts={[
          { term: t('day.average'), value: value(day.average) },
          { term: t('day.min'), value: value(day.min) },
          { term: t('day.max'), value: value(day.max) },
        ]}
      />
      <PriceChart day={day} nowMs={nowMs} label={t('day.chartLabel', { date, min: text(day.min), max: text(day.max), average: text(day.average) })} />
      <PriceTable day={day} unit={unit} nowMs={nowMs} caption={t('day.tableCaption', { date })} />
    </Card>
  );
}
