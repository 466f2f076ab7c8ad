import { StatusMessage, useFormatters, useTranslation, type LocationCardProps } from '@portal/core';
import type { PeriodConsumption } from '../../contract';
import { Card, MutedText } from '../components/Card';
import { ChangeText } from '../components/ChangeText';
import { useElectricitySummary } from '../hooks/consumptionReads';
import { usePlaceContext } from '../hooks/usePlaceContext';
import { addDays, formatLocalDate } from '../model/localDate';

/** Location card: the previous full week and month with their change against the period before. */
export default function PreviousPeriodsCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('consumption');
  const { userId, place, vat } = usePlaceContext(locationIdentifier);
  const enabled = place.feature('consumption').enabled;
  const summary = useElectricitySummary(userId, locationIdentifier, vat, enabled);
  if (!enabled) return null;
  const headingId = `consumption-periods-${locationIdentifier}`;
  return (
    <Card title={`${t('cards.weekTitle')} · ${t('cards.monthTitle')}`} headingId={headingId}>
      {summary.error ? (
        <StatusMessage tone="error">{t('common.error')}</StatusMessage>
      ) : !summary.data ? (
        <StatusMessage>{t('common.loading')}</StatusMessage>
      ) : (
        <dl>
          <PeriodRow title={t('cards.weekTitle')} period={summary.data.previousWeek} />
          <PeriodRow title={t('cards.monthTitle')} period={summary.data.previousMonth} />
        </dl>
      )}
    </Card>
  );
}

function PeriodRow({ title, period }: { readonly title: string; readonly period: PeriodConsumption }) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  const dates = `${formatLocalDate(period.period.start)}–${formatLocalDate(addDays(period.period.end, -1))}`;
  return (
    <>
      <dt>
        {title} <MutedText as="span">{dates}</MutedText>
      </dt>
      <dd>
        {period.consumption === null ? t('cards.noData') : `${format.number(period.consumption)} ${t('common.kwh')}`}
        {' · '}
        {t('cards.periodChange', { value: '' })}
        <ChangeText delta={period.delta} type={period.type} />
        {!period.complete && <MutedText>{t('cards.incomplete')}</MutedText>}
      </dd>
    </>
  );
}
