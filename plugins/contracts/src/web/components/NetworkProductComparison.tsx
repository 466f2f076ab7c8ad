import { Card, DataTable, ErrorState, LoadingSkeleton, StatusMessage, isoToFinnish } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import type { ProductComparisonResponse } from '../../contract/contracts';
import { useProductComparison } from '../hooks/useProductComparison';
import { shownValue } from '../model/shownPrice';

type ComparedProduct = ProductComparisonResponse['products'][number];

/**
 * requirements §2 "network product comparison": what each network product would have cost on the place's own
 * last 12 months, as a real table (caption, column and row headers) so it reads well aloud.
 */
export function NetworkProductComparison({
  userId,
  locationIdentifier,
  vatIncluded,
}: {
  readonly userId: string | null;
  readonly locationIdentifier: string;
  readonly vatIncluded: boolean;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormatters();
  const comparison = useProductComparison(userId, locationIdentifier);
  if (!comparison.enabled) return null;

  const body = (() => {
    if (comparison.error) return <ErrorState onRetry={() => void comparison.mutate()}>{t('comparison.error')}</ErrorState>;
    if (!comparison.data) return <LoadingSkeleton label={t('comparison.loading')} />;
    const { consumption, products } = comparison.data;
    if (!consumption || products.length === 0) return <p>{t('comparison.unavailable')}</p>;
    const vatLabel = vatIncluded ? t('vat.included') : t('vat.excluded');
    const current = products.find((p) => p.current);
    return (
      <>
        <p>
          {t('comparison.intro', {
            from: isoToFinnish(consumption.from),
            to: isoToFinnish(consumption.to),
            total: format.number(consumption.totalKwh, 0),
          })}
        </p>
        {consumption.missingIntervals > 0 && <StatusMessage>{t('comparison.incomplete', { count: consumption.missingIntervals })}</StatusMessage>}
        <DataTable<ComparedProduct>
          caption={`${t('comparison.caption')} (${vatLabel})`}
          rows={products}
          rowKey={(product) => product.productCode}
          columns={[
            {
              key: 'product',
              header: t('comparison.product'),
              rowHeader: true,
              cell: (product) => {
                const marks = [product.current && t('comparison.current'), product.cheapest && t('comparison.cheapest')].filter(Boolean);
                return `${product.productName}${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`;
              },
            },
            { key: 'kind', header: t('comparison.kind'), cell: (product) => t(`comparison.kind_${product.kind}`) },
            {
              key: 'cost',
              header: t('comparison.yearlyCost'),
              numeric: true,
              sortValue: (product) => shownValue(product.yearlyCost, vatIncluded),
              cell: (product) => format.money(shownValue(product.yearlyCost, vatIncluded)),
            },
            {
              key: 'difference',
              header: t('comparison.difference'),
              numeric: true,
              cell: (product) => {
                if (!current || product.current) return '–';
                const difference = shownValue(product.yearlyCost, vatIncluded) - shownValue(current.yearlyCost, vatIncluded);
                return `${difference > 0 ? '+' : ''}${format.money(difference)}`;
              },
            },
          ]}
        />
        <p>
          <small>{t('comparison.taxNote')}</small>
        </p>
      </>
    );
  })();

  return <Card title={t('comparison.heading')}>{body}</Card>;
}
