import { FactList, LoadingSkeleton, StatusMessage } from '@portal/ui';
import { formatNumber, formatPercentChange, useApi, useTranslation, useUserId } from '@portal/core';
import { microSummarySchema, SOLAR_API } from '../../contract';
import { finnishDate } from '../model/localDates';

const kwh = (value: number | null) => (value === null ? '–' : `${formatNumber(value, 1)} kWh`);
const percent = (value: number | null) => (value === null ? '–' : `${formatNumber(value, 1)} %`);

/** requirements §3 microgenerationProduction of a place: yesterday, previous week and month with deltas, and the month's self-sufficiency. */
export function MicroSummaryFacts({ locationIdentifier }: { readonly locationIdentifier: string }) {
  const { t } = useTranslation('solar');
  const owner = useUserId();
  const summary = useApi(owner ? SOLAR_API.microSummary(owner, locationIdentifier) : null, microSummarySchema);
  if (summary.error) return <StatusMessage tone="error">{t('common.error')}</StatusMessage>;
  if (!summary.data) return <LoadingSkeleton lines={3} label={t('common.loading')} />;
  const data = summary.data;
  const delta = (value: number | null) => (value === null ? '' : ` (${formatPercentChange(1 + value / 100, 0)})`);
  return (
    <FactList
      facts={[
        data.measurementDate && {
          term: t('page.yesterday', { date: finnishDate(data.measurementDate) }),
          value: `${kwh(data.yesterdayProduction)}${delta(data.previousDayDelta)}`,
          testId: 'solar-yesterday',
        },
        { term: t('page.previousWeek'), value: `${kwh(data.previousWeek.production)}${delta(data.previousWeek.delta)}` },
        { term: t('page.previousMonth'), value: `${kwh(data.previousMonth.production)}${delta(data.previousMonth.delta)}` },
        { term: t('page.selfSufficiency'), value: percent(data.monthSelfSufficiencyPercent), testId: 'solar-self-sufficiency' },
        { term: t('page.selfConsumption'), value: percent(data.monthSelfConsumptionPercent) },
      ]}
    />
  );
}
