import { themeColor, useFormatters, useTranslation } from '@portal/core';
import styled from 'styled-components';
import type { LocationDetail } from '../../contract/locations';
import { energyMargin, energyPrice, type ShownPrice } from '../model/vatPrice';

const Card = styled.section`
  padding: 1rem;
  border-radius: 6px;
  background: ${themeColor('surface')};
  color: ${themeColor('text')};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2em;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.35rem 1rem;
  }
  dt {
    color: ${themeColor('mutedText')};
  }
  dd {
    margin: 0;
  }
`;

/** The contract part of a place's page (SPEC §3 location detail), in Finnish number formats. */
export function LocationDetailCard({ detail }: { readonly detail: LocationDetail }) {
  const { t } = useTranslation('locations');
  const format = useFormatters();
  const price = energyPrice(detail);
  const margin = energyMargin(detail);
  const priceText = (shown: ShownPrice) =>
    `${format.number(shown.value)} ${shown.unit} (${shown.vatIncluded ? t('detail.vatIncluded') : t('detail.vatExcluded')})`;
  const offer = (on: boolean, available: boolean, onText: string) =>
    on ? onText : available ? t('detail.available') : t('detail.notAvailable');

  return (
    <Card aria-labelledby="location-contract-heading">
      <h2 id="location-contract-heading">{t('detail.contractHeading')}</h2>
      <dl>
        <dt>{t('detail.contractName')}</dt>
        <dd>{detail.contractName ?? t('item.noContract')}</dd>
        {detail.additionalContractName && (
          <>
            <dt>{t('detail.additionalContractName')}</dt>
            <dd>{detail.additionalContractName}</dd>
          </>
        )}
        {detail.locationBuildingType && (
          <>
            <dt>{t('detail.buildingType')}</dt>
            <dd>{t(`buildingType.${detail.locationBuildingType}`)}</dd>
          </>
        )}
        {price && (
          <>
            <dt>{t('detail.price')}</dt>
            <dd>{priceText(price)}</dd>
          </>
        )}
        {margin && (
          <>
            <dt>{t('detail.energyMargin')}</dt>
            <dd>{priceText(margin)}</dd>
          </>
        )}
        <dt>{t('detail.greenPower')}</dt>
        <dd>
          {offer(detail.greenPowerOn, detail.canHaveGreenPower, t('detail.greenPowerOn', { name: detail.greenPowerName ?? '' }))}
        </dd>
        <dt>{t('detail.homeInsurance')}</dt>
        <dd>{offer(detail.homeInsuranceOn, detail.canHaveHomeInsurance, t('detail.on'))}</dd>
        {detail.potentialCarbonEmissionSavings !== null && (
          <>
            <dt>{t('detail.carbonSavings')}</dt>
            <dd>
              {format.number(detail.potentialCarbonEmissionSavings)} {detail.potentialCarbonEmissionSavingsUnit ?? ''}
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}
