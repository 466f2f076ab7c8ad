import { Card, ErrorState, LoadingSkeleton, MoneyValue } from '@portal/ui';
import { formatDate, formatMoney, useApi, useTranslation } from '@portal/core';
import { forecastSchema } from '../../contract/monthlyInsights';
import { MONTHLY_INSIGHTS_API } from '../../contract/paths';
import { WhyItChanged } from './WhyItChanged';

/** The running month's bill forecast with the same reasons as a month's insight. */
export function ForecastCard({ userId, locationIdentifier }: { readonly userId: string; readonly locationIdentifier: string }) {
  const { t } = useTranslation('monthly-insights');
  const forecast = useApi(MONTHLY_INSIGHTS_API.forecast(userId, locationIdentifier), forecastSchema);
  return (
    <Card title={t('forecast.title')} headingLevel={2}>
      {forecast.error ? (
        <ErrorState onRetry={() => void forecast.mutate()}>{t('forecast.error')}</ErrorState>
      ) : !forecast.data ? (
        <LoadingSkeleton lines={2} label={t('forecast.loading')} />
      ) : forecast.data.meteredDays === 0 || !forecast.data.meteredThrough ? (
        <p>{t('forecast.none')}</p>
      ) : (
        <>
          <p>
            {t('forecast.estimate')}: <MoneyValue euros={forecast.data.forecastEuros} emphasis />
          </p>
          <p>
            {t('forecast.metered', {
              days: forecast.data.meteredDays,
              total: forecast.data.days,
              date: formatDate(`${forecast.data.meteredThrough}T12:00:00Z`),
              euros: formatMoney(forecast.data.meteredEuros),
            })}
          </p>
          {forecast.data.comparisons.map((c) => (
            <WhyItChanged key={c.against} comparison={c} level={3} testIdPrefix="forecast-why" />
          ))}
        </>
      )}
    </Card>
  );
}
