import { DataTable, EnergyValue, StatusBadge, type BadgeTone } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { DayPrices, PriceLevel } from '../../contract/energyPrice';
import type { PriceUnit } from '../../contract/common';
import { unitLabel } from '../model/priceUnit';
import { PeriodTimeCell } from './PeriodTimeCell';

type Period = DayPrices['periods'][number];

const LEVEL_TONE: Record<PriceLevel, BadgeTone> = {
  VERY_CHEAP: 'success',
  CHEAP: 'success',
  NORMAL: 'neutral',
  EXPENSIVE: 'warning',
  VERY_EXPENSIVE: 'danger',
};

/**
 * Every period of the day in a table (the chart's accessible twin): local start–end (24:00 at the
 * end of the day), the price, its level in words. The current period says so in words, and a
 * negative price says "negative" — never colour alone.
 */
export function PriceTable({ day, unit, nowMs, caption }: { day: DayPrices; unit: PriceUnit; nowMs: number; caption: string }) {
  const { t } = useTranslation('market-price');
  return (
    <DataTable<Period>
      caption={caption}
      maxHeight="24rem"
      rows={day.periods}
      rowKey={(p) => p.start}
      columns={[
        {
          key: 'time',
          header: t('day.time'),
          rowHeader: true,
          cell: (p) => <PeriodTimeCell period={p} nowMs={nowMs} />,
        },
        {
          key: 'price',
          header: t('day.price'),
          numeric: true,
          cell: (p) => (
            <>
              <EnergyValue value={p.price} unit={unitLabel(unit)} decimals={2} />
              {p.price < 0 && ` (${t('day.negative')})`}
            </>
          ),
        },
        {
          key: 'level',
          header: t('day.level'),
          cell: (p) => (p.level ? <StatusBadge tone={LEVEL_TONE[p.level]}>{t(`level.${p.level}`)}</StatusBadge> : '–'),
        },
      ]}
    />
  );
}
