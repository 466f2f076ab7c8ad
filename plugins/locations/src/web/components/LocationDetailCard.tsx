import { Card, FactList } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import type { LocationDetail } from '../../contract/locations';
import { energyMargin, energyPrice, type ShownPrice } from '../model/vatPrice';

/** The contract part of a place's page (requirements §3 location detail), in Finnish number formats. */
export function LocationDetailCard({ detail }: { readonly detail: LocationDetail }) {
  const { t } = useTranslation('locations');
  const format = useFormatters();
  const price = energyPrice(detail);
  const margin = energyMargin(detail);
  const priceText = (shown: ShownPrice) =>
    `${format.number(shown.value)} ${shown.unit} (${shown.vatIncluded ? t('detail.vatIncluded') : t('detail.vatExcluded')})`;
  const offer = (on: boolean, available: boolean, onText: string) => (on ? onText : available ? t('detail.available') : t('detail.notAvailable'));

  return (
    <Card title={t('detail.contractHeading')}>
      <FactList
        facts={[
          { term: t('detail.contractName'), value: detail.contractName ?? t('item.noContract') },
          detail.additionalContractName && { term: t('detail.additionalContractName'), value: detail.additionalContractName },
          detail.locationBuildingType && { term: t('detail.buildingType'), value: t(`buildingType.${detail.locationBuildingType}`) },
          price && { term: t('detail.price'), value: priceText(price) },
          margin && { term: t('detail.energyMargin'), value: priceText(margin) },
          {
            term: t('detail.greenPower'),
            value: offer(detail.greenPowerOn, detail.canHaveGreenPower, t('detail.greenPowerOn', { name: detail.greenPowerName ?? '' })),
          },
          { term: t('detail.homeInsurance'), value: offer(detail.homeInsuranceOn, detail.canHaveHomeInsurance, t('detail.on')) },
          detail.potentialCarbonEmissionSavings !== null && {
            term: t('detail.carbonSavings'),
            value: `${format.number(detail.potentialCarbonEmissionSavings)} ${detail.potentialCarbonEmissionSavingsUnit ?? ''}`.trim(),
          },
        ]}
      />
    </Card>
  );
}
