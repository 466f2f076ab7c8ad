import { Card, DataTable, EmptyState, EnergyValue, ErrorState, LoadingSkeleton, MutedText } from '@portal/ui';
import { useApi, useFormatters, useTranslation } from '@portal/core';
import type { PriceUnit, VatMode } from '../../contract/common';
import { futureResponseSchema, type MonthValue } from '../../contract/future';
import { MARKET_PRICE_API } from '../../contract/paths';
import { unitLabel } from '../model/priceUnit';
import { FutureChart } from './FutureChart';

interface Row extends MonthValue {
  readonly kind: 'history' | 'forward';
}

/** Realised monthly means and the forward months (flag marketPriceFuturePrices), as a table. */
export function FutureSection({ unit, vat }: { unit: PriceUnit; vat: VatMode }) {
  const { t } = useTranslation('market-price');
  const format = useFormatters();
  const answer = useApi([MARKET_PRICE_API.future, { unit, vat }] as const, futureResponseSchema);
  const content = () => {
    if (answer.error) return <ErrorState onRetry={() => void answer.mutate()}>{t('page.error')}</ErrorState>;
    if (!answer.data) return <LoadingSkeleton lines={3} label={t('page.loading')} />;
    const rows: Row[] = [
      ...answer.data.historicData.map((m) => ({ ...m, kind: 'history' as const })),
      ...answer.data.futureData.map((m) => ({ ...m, kind: 'forward' as const })),
    ];
    if (rows.length === 0) return <EmptyState title={t('future.empty')} />;
    return (
      <>
        <FutureChart
          history={answer.data.historicData}
          forward={answer.data.futureData}
          label={t('future.chartLabel', { history: answer.data.historicData.length, forward: answer.data.futureData.length })}
        />
        <DataTable<Row>
          caption={t('future.title')}
          captionHidden
          rows={rows}
          rowKey={(r) => `${r.kind}-${r.year}-${r.month}`}
          columns={[
            { key: 'month', header: t('future.month'), rowHeader: true, cell: (r) => `${r.month}/${r.year}` },
            { key: 'kind', header: t('future.kind'), cell: (r) => (r.kind === 'history' ? t('future.history') : t('future.forward')) },
            {
              key: 'value',
              header: t('future.value'),
              numeric: true,
              cell: (r) => <EnergyValue value={r.value} unit={unitLabel(unit)} decimals={2} />,
            },
          ]}
        />
        {answer.data.updated && <MutedText>{t('future.updated', { date: format.date(answer.data.updated) })}</MutedText>}
      </>
    );
  };
  return (
    <Card title={t('future.title')} headingLevel={2} subtitle={t('future.intro')}>
      {content()}
    </Card>
  );
}
