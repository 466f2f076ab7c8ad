import { StatusMessage, themeColor, useFormatters, useTranslation } from '@portal/core';
import styled from 'styled-components';
import { useProductComparison } from '../hooks/useProductComparison';
import { formatLocalDate } from '../model/formatLocalDate';
import { shownValue } from '../model/shownPrice';
import { Card } from './Card';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  th,
  td {
    padding: 0.35rem 0.5rem;
    border-bottom: 1px solid ${themeColor('mutedText')};
    text-align: left;
  }
  td.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * SPEC §2 "network product comparison": what each network product would have cost on the place's own
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
    if (comparison.error) return <StatusMessage tone="error">{t('comparison.error')}</StatusMessage>;
    if (!comparison.data) return <StatusMessage>{t('comparison.loading')}</StatusMessage>;
    const { consumption, products } = comparison.data;
    if (!consumption || products.length === 0) return <p>{t('comparison.unavailable')}</p>;
    const vatLabel = vatIncluded ? t('vat.included') : t('vat.excluded');
    const current = products.find((p) => p.current);
    return (
      <>
        <p>
          {t('comparison.intro', {
            from: formatLocalDate(consumption.from),
            to: formatLocalDate(consumption.to),
            total: format.number(consumption.totalKwh, 0),
          })}
        </p>
        {consumption.missingIntervals > 0 && (
          <StatusMessage>{t('comparison.incomplete', { count: consumption.missingIntervals })}</StatusMessage>
        )}
        <Table>
          <caption>
            {t('comparison.caption')} ({vatLabel})
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('comparison.product')}</th>
              <th scope="col">{t('comparison.kind')}</th>
              <th scope="col">{t('comparison.yearlyCost')}</th>
              <th scope="col">{t('comparison.difference')}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => {
              const cost = shownValue(product.yearlyCost, vatIncluded);
              const difference = current ? cost - shownValue(current.yearlyCost, vatIncluded) : null;
              const marks = [product.current && t('comparison.current'), product.cheapest && t('comparison.cheapest')].filter(Boolean);
              return (
                <tr key={product.productCode}>
                  <th scope="row">
                    {product.productName}
                    {marks.length > 0 && ` (${marks.join(', ')})`}
                  </th>
                  <td>{t(`comparison.kind_${product.kind}`)}</td>
                  <td className="number">{format.money(cost)}</td>
                  <td className="number">
                    {difference === null || product.current ? '–' : `${difference > 0 ? '+' : ''}${format.money(difference)}`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        <p>
          <small>{t('comparison.taxNote')}</small>
        </p>
      </>
    );
  })();

  return (
    <Card aria-labelledby="contracts-comparison-heading">
      <h2 id="contracts-comparison-heading">{t('comparison.heading')}</h2>
      {body}
    </Card>
  );
}
