import { useFeature, useFormatters, useTranslation } from '@portal/core';
import { FactList as Facts } from '../factList';
import type { DistrictHeatingSummary } from '../../../contract';
import { MutedText } from '../Card';

/**
 * District heating figures of a period: energy (MWh and kWh), cost (flag consumptionInEuros),
 * temperatures with their class in words, the temperature index and the cooling (supply − return)
 * when both temperatures are known.
 */
export function DistrictHeatingFacts({ summary }: { readonly summary: DistrictHeatingSummary }) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  // The server leaves the price out while euros are off; the row goes too, so the part is not announced empty.
  const eurosOn = useFeature('consumptionInEuros');
  const none = t('common.noValue');
  const celsius = (v: number | null) => (v === null ? none : `${format.number(v, 1)} °C`);
  const cooling =
    summary.supplyTemperature !== null && summary.returnTemperature !== null ? summary.supplyTemperature - summary.returnTemperature : null;
  return (
    <>
      <Facts>
        <dt>{t('districtHeating.energy')}</dt>
        <dd>
          {summary.consumption === null
            ? none
            : `${format.number(summary.consumption, 3)} ${t('common.mwh')} (${format.number(summary.consumptionKwh ?? summary.consumption * 1000, 0)} ${t('common.kwh')})`}
        </dd>
        {eurosOn && (
          <>
            <dt>{t('districtHeating.cost')}</dt>
            <dd>{summary.price === null ? none : format.money(summary.price)}</dd>
          </>
        )}
        <dt>{t('districtHeating.supply')}</dt>
        <dd>{celsius(summary.supplyTemperature)}</dd>
        <dt>{t('districtHeating.returnTemperature')}</dt>
        <dd>
          {celsius(summary.returnTemperature)}
          {summary.returnTemperatureDescription && ` – ${t(`dhClass.${summary.returnTemperatureDescription}`)}`}
        </dd>
        <dt>{t('districtHeating.temperatureIndex')}</dt>
        <dd>
          {summary.temperatureIndex === null ? none : format.number(summary.temperatureIndex, 1)}
          {summary.temperatureIndexDescription && ` – ${t(`dhClass.${summary.temperatureIndexDescription}`)}`}
        </dd>
        {cooling !== null && (
          <>
            <dt>{t('districtHeating.cooling')}</dt>
            <dd>{celsius(cooling)}</dd>
          </>
        )}
      </Facts>
      <MutedText>{t('districtHeating.coolingHint')}</MutedText>
      {!summary.complete && <MutedText role="note">{t('districtHeating.incomplete')}</MutedText>}
    </>
  );
}
