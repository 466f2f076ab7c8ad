import { ErrorState, FactList, MutedText, StatusMessage } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import type { VatMode } from '../../../contract';
import { useWeightedPrice } from '../../hooks/consumptionReads';
import type { TimeAxisMode } from '../../model/timeAxisMode';
import { PRICE_DECIMALS, weightedVerdict } from './weightedVerdict';

/**
 * The customer's consumption-weighted average spot price of the shown period against the plain
 * average spot price (DOMAIN): below the average means they use energy in cheap periods. The page
 * renders it only for weeks, months and years, with the flag weightedPricing on and the place's own
 * weightedPricing feature enabled.
 */
export function WeightedPriceSection({
  userId,
  locationIdentifier,
  mode,
  start,
  vat,
  period,
}: {
  readonly userId: string | null;
  readonly locationIdentifier: string;
  readonly mode: TimeAxisMode;
  readonly start: string;
  readonly vat: VatMode;
  /** The shown period in words, for the heading. */
  readonly period: string;
}) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  const weighted = useWeightedPrice(userId, locationIdentifier, { mode, start, vat });
  const data = weighted.data;
  const price = (value: number) => `${format.number(value, PRICE_DECIMALS)} ${t('weighted.unit')}`;
  const verdict = data ? weightedVerdict(data) : null;

  return (
    <section aria-labelledby="weighted-heading">
      <h2 id="weighted-heading">{t('weighted.heading', { period })}</h2>
      <MutedText>{t('weighted.explanation')}</MutedText>
      {weighted.error ? (
        <ErrorState onRetry={() => void weighted.mutate()}>{t('weighted.error')}</ErrorState>
      ) : !data ? (
        <StatusMessage>{t('common.loading')}</StatusMessage>
      ) : data.weightedAveragePrice === null || data.averagePrice === null ? (
        <StatusMessage>{t('weighted.empty')}</StatusMessage>
      ) : (
        <>
          <FactList
            facts={[
              { term: t('weighted.weighted'), value: price(data.weightedAveragePrice), testId: 'weighted-price' },
              { term: t('weighted.average'), value: price(data.averagePrice), testId: 'average-price' },
              data.difference !== null && {
                term: t('weighted.difference'),
                testId: 'weighted-difference',
                value: `${data.difference > 0 && verdict !== 'same' ? '+' : ''}${price(data.difference)}${
                  data.differencePercent !== null ? ` (${format.formatPercentChange(1 + data.differencePercent / 100)})` : ''
                }`,
              },
            ]}
          />
          {verdict && (
            <p>
              <strong>
                {verdict === 'same'
                  ? t('weighted.verdictSame')
                  : t(verdict === 'cheaper' ? 'weighted.verdictCheaper' : 'weighted.verdictDearer', {
                      amount: price(Math.abs(data.difference ?? 0)),
                    })}
              </strong>
            </p>
          )}
          <MutedText>
            {t(vat === 'VAT_0' ? 'weighted.pricesVat0' : 'weighted.pricesVat')}{' '}
            {t('weighted.consumption', { value: `${format.number(data.consumptionKwh)} ${t('common.kwh')}` })}
            {data.spotCostEur !== null && ` ${t('weighted.spotCost', { value: format.money(data.spotCostEur) })}`}
          </MutedText>
          {data.missingIntervals > 0 && <MutedText role="note">{t('weighted.incomplete', { count: data.missingIntervals })}</MutedText>}
        </>
      )}
    </section>
  );
}
