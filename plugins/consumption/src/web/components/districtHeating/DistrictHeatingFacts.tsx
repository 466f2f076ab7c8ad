import { FactList, MutedText } from '@portal/ui';
import { useFeature, useFormatters, useTranslation } from '@portal/core';
import type { DistrictHeatingSummary } from '../../../contract';

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
      <FactList
        facts={[
          {
            term: t('districtHeating.energy'),
            value:
              summary.consumption === null
                ? none
                : `${format.number(summary.consumption, 3)} ${t('common.mwh')} (${format.number(summary.consumptionKwh ?? summary.consumption * 1000, 0)} ${t('common.kwh')})`,
          },
          eurosOn && { term: t('districtHeating.cost'), value: summary.price === null ? none : format.money(summary.price) },
          { term: t('districtHeating.supply'), value: celsius(summary.supplyTemperature) },
          {
            term: t('districtHeating.returnTemperature'),
            value: `${celsius(summary.returnTemperature)}${
              summary.returnTemperatureDescription ? ` – ${t(`dhClass.${summary.returnTemperatureDescription}`)}` : ''
            }`,
          },
          {
            term: t('districtHeating.temperatureIndex'),
            value: `${summary.temperatureIndex === null ? none : format.number(summary.temperatureIndex, 1)}${
              summary.temperatureIndexDescription ? ` – ${t(`dhClass.${summary.temperatureIndexDescription}`)}` : ''
            }`,
          },
          cooling !== null && { term: t('districtHeating.cooling'), value: celsius(cooling) },
        ]}
      />
      <MutedText>{t('districtHeating.coolingHint')}</MutedText>
      {!summary.complete && <MutedText role="note">{t('districtHeating.incomplete')}</MutedText>}
    </>
  );
}
