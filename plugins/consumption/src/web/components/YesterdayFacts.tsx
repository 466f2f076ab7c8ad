import { EnergyValue, MutedText, isoToFinnish } from '@portal/ui';
import { useFeature, useFormatters, useTranslation } from '@portal/core';
import type { EnergyConsumptionSummary } from '../../contract/summary';
import { ChangeText } from './ChangeText';

/**
 * The latest metered day at a glance: kWh, the day, its cost (flag consumptionInEuros) and the change
 * from the day before. Drawn by the place page's card and the front page's card alike.
 */
export function YesterdayFacts({ summary }: { readonly summary: EnergyConsumptionSummary }) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  const eurosOn = useFeature('consumptionInEuros');
  if (summary.yesterdayConsumption === null || summary.measurementDate === null) return <MutedText>{t('cards.noData')}</MutedText>;
  return (
    <>
      <EnergyValue value={summary.yesterdayConsumption} unit="kWh" emphasis />
      <MutedText>{t('cards.yesterdayDate', { date: isoToFinnish(summary.measurementDate) })}</MutedText>
      {eurosOn && summary.yesterdayCost !== null && <p>{t('cards.yesterdayCost', { value: format.money(summary.yesterdayCost) })}</p>}
      <p>
        {t('cards.dayChange', { value: '' })}
        <ChangeText delta={summary.previousDayDelta} type={summary.previousDayType} />
      </p>
    </>
  );
}
