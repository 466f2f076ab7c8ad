import { FactList } from '@portal/ui';
import { formatMoney, formatNumber, useTranslation } from '@portal/core';
import type { ListTotals } from '../../contract';

/** Totals of the whole filtered list (not only the page): places, last month's kWh and estimated cost. */
export function ListTotalsView({ totals }: { readonly totals: ListTotals }) {
  const { t } = useTranslation('b2b');
  return (
    <FactList
      facts={[
        { term: t('totals.places'), value: String(totals.places) },
        { term: t('totals.consumption', { month: monthText(totals.month) }), value: `${formatNumber(Number(totals.consumptionKwh), 0)} kWh` },
        { term: t('totals.cost', { month: monthText(totals.month) }), value: formatMoney(Number(totals.costEur), 2) },
      ]}
    />
  );
}

/** 2025-12 → 12/2025 (the Finnish month format). */
export const monthText = (month: string) => `${Number(month.slice(5, 7))}/${month.slice(0, 4)}`;
