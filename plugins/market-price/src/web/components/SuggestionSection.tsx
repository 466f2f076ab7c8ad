import { Card, ErrorState, LoadingSkeleton } from '@portal/ui';
import { useApi, useFormatters, useTranslation } from '@portal/core';
import { MARKET_PRICE_API } from '../../contract/paths';
import { suggestionResponseSchema } from '../../contract/suggestion';

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}–${String((hour + 1) % 24 === 0 ? 24 : hour + 1).padStart(2, '0')}`;

/** Which regular loads would save most if moved to the cheapest hour (flag marketPriceConsumptionProfile). */
export function SuggestionSection({ userId, locationIdentifier }: { userId: string; locationIdentifier: string }) {
  const { t } = useTranslation('market-price');
  const format = useFormatters();
  const answer = useApi(MARKET_PRICE_API.suggestion(userId, locationIdentifier), suggestionResponseSchema);
  const content = () => {
    if (answer.error) return <ErrorState onRetry={() => void answer.mutate()}>{t('page.error')}</ErrorState>;
    if (!answer.data) return <LoadingSkeleton lines={2} label={t('page.loading')} />;
    if (answer.data.suggestions.length === 0) return <p>{t('suggestion.none')}</p>;
    return (
      <ul data-testid="suggestions">
        {answer.data.suggestions.map((s) => (
          <li key={s.hour}>
            {t('suggestion.item', {
              kwh: format.number(s.movableKwhPerDay, 1),
              hour: hourText(s.hour),
              cheapest: hourText(s.cheapestHour),
              saving: format.money(s.savingEurPer30Days),
            })}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <Card title={t('suggestion.title')} headingLevel={2} subtitle={t('suggestion.intro')}>
      {content()}
    </Card>
  );
}
