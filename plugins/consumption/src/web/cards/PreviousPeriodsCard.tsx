import { Card, ErrorState, FactList, LoadingSkeleton, MutedText, isoToFinnish } from '@portal/ui';
import { type LocationCardProps, useFormatters, useTranslation } from '@portal/core';
import type { PeriodConsumption } from '../../contract';
import { ChangeText } from '../components/ChangeText';
import { useElectricitySummary } from '../hooks/consumptionReads';
import { usePlaceContext } from '../hooks/usePlaceContext';
import { addDays } from '../model/localDate';

/** Location card: the previous full week and month with their change against the period before. */
export default function PreviousPeriodsCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('consumption');
  const { userId, place, vat } = usePlaceContext(locationIdentifier);
  const enabled = place.feature('consumption').enabled;
  const summary = useElectricitySummary(userId, locationIdentifier, vat, enabled);
  if (!enabled) return null;
  return (
    <Card title={`${t('cards.weekTitle')} · ${t('cards.monthTitle')}`} headingLevel={3}>
      {summary.error ? (
        <ErrorState>{t('common.error')}</ErrorState>
      ) : !summary.data ? (
        <LoadingSkeleton lines={3} label={t('common.loading')} />
      ) : (
        <FactList
          layout="stacked"
          facts={[
            {
              term: <PeriodTerm title={t('cards.weekTitle')} period={summary.data.previousWeek} />,
              value: <PeriodValue period={summary.data.previousWeek} />,
              key: 'week',
            },
            {
              term: <PeriodTerm title={t('cards.monthTitle')} period={summary.data.previousMonth} />,
              value: <PeriodValue period={summary.data.previousMonth} />,
              key: 'month',
            },
          ]}
        />
      )}
    </Card>
  );
}

function PeriodTerm({ title, period }: { readonly title: string; readonly period: PeriodConsumption }) {
  const dates = `${isoToFinnish(period.period.start)}–${isoToFinnish(addDays(period.period.end, -1))}`;
  return (
    <>
      {title} <MutedText as="span">{dates}</MutedText>
    </>
  );
}

function PeriodValue({ period }: { readonly period: PeriodConsumption }) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  return (
    <>
      {period.consumption === null ? t('cards.noData') : `${format.number(period.consumption)} ${t('common.kwh')}`}
      {' · '}
      {t('cards.periodChange', { value: '' })}
      <ChangeText delta={period.delta} type={period.type} />
      {!period.complete && <MutedText>{t('cards.incomplete')}</MutedText>}
    </>
  );
}
