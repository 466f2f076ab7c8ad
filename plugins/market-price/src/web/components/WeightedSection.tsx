import { Card, DataTable, EnergyValue, ErrorState, LoadingSkeleton } from '@portal/ui';
import { useApi, useFormatters, useTranslation } from '@portal/core';
import type { VatMode } from '../../contract/common';
import { MARKET_PRICE_API } from '../../contract/paths';
import { weightedConsumptionPlusResponseSchema, type WeightedPeriodPlus } from '../../contract/weightedConsumption';

/**
 * This month's and this year's consumption-weighted spot price against the plain mean (flag
 * marketPriceConsumptionProfile): whether the customer's timing beats the market, and on a spot
 * contract what a kWh actually cost with the margin.
 */
export function WeightedSection({ userId, locationIdentifier, vat }: { userId: string; locationIdentifier: string; vat: VatMode }) {
  const { t } = useTranslation('market-price');
  const format = useFormatters();
  const answer = useApi(
    [MARKET_PRICE_API.weightedConsumptionPlus(userId, locationIdentifier), { vat }] as const,
    weightedConsumptionPlusResponseSchema,
  );
  const cents = (v: number | null) => (v === null ? '–' : <EnergyValue value={v} unit="c/kWh" decimals={2} />);

  const content = () => {
    if (answer.error) return <ErrorState onRetry={() => void answer.mutate()}>{t('page.error')}</ErrorState>;
    if (!answer.data) return <LoadingSkeleton lines={3} label={t('page.loading')} />;
    const { month, year, contract } = answer.data;
    if (year.weightedPrice === null) return <p>{t('weighted.none')}</p>;
    const verdict = (p: WeightedPeriodPlus) =>
      p.difference === null
        ? null
        : t(p.difference <= 0 ? 'weighted.better' : 'weighted.worse', { percent: format.number(Math.abs(p.differencePercent ?? 0), 1) });
    return (
      <>
        <DataTable<WeightedPeriodPlus & { label: string }>
          caption={t('weighted.caption')}
          rows={[
            { ...month, label: t('weighted.month') },
            { ...year, label: t('weighted.year') },
          ]}
          rowKey={(p) => p.period}
          columns={[
            { key: 'period', header: t('weighted.period'), rowHeader: true, cell: (p) => p.label },
            { key: 'weighted', header: t('weighted.weighted'), numeric: true, cell: (p) => cents(p.weightedPrice) },
            { key: 'plain', header: t('weighted.plain'), numeric: true, cell: (p) => cents(p.averagePrice) },
            { key: 'verdict', header: t('weighted.verdict'), cell: (p) => verdict(p) ?? '–' },
            ...(contract ? [{ key: 'paid', header: t('weighted.paid'), numeric: true, cell: (p: WeightedPeriodPlus) => cents(p.paidPrice) }] : []),
          ]}
        />
        {contract && <p>{t('weighted.margin', { margin: format.number(contract.marginCKwh, 2) })}</p>}
      </>
    );
  };

  return (
    <Card title={t('weighted.title')} headingLevel={2} subtitle={t('weighted.intro')}>
      {content()}
    </Card>
  );
}
