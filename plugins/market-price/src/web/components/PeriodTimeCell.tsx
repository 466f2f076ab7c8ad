import { StatusBadge } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import { isCurrent } from '../model/priceUnit';

/**
 * A price period's time in a table row, `14:00–14:15` (an interval ending at midnight ends at 24:00),
 * with a "nyt" badge on the period running now. The day's price table and the person's own price
 * table share it, so the current period reads the same in both.
 */
export function PeriodTimeCell({ period, nowMs }: { period: { readonly start: string; readonly end: string }; nowMs: number }) {
  const { t } = useTranslation('market-price');
  const format = useFormatters();
  return (
    <>
      {`${format.time(period.start)}–${format.intervalEndTime(period.end)}`}
      {isCurrent(period, nowMs) && (
        <>
          {' '}
          <StatusBadge tone="info">{t('day.now')}</StatusBadge>
        </>
      )}
    </>
  );
}
