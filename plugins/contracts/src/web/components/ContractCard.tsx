import { Card, FactList, isoToFinnish } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { ContractDetail } from '../../contract/contracts';
import { usePriceText } from '../hooks/usePriceText';
import { GreenPowerSwitch } from './GreenPowerSwitch';

export interface ContractCardProps {
  readonly contract: ContractDetail;
  readonly vatIncluded: boolean;
  readonly readOnly: boolean;
  readonly greenPowerRunning: boolean;
  readonly onGreenPowerChange: (on: boolean, name: string) => void;
}

/** One contract: names, validity, prices in the chosen VAT mode, network part and add-ons. */
export function ContractCard({ contract, vatIncluded, readOnly, greenPowerRunning, onGreenPowerChange }: ContractCardProps) {
  const { t } = useTranslation('contracts');
  const priceText = usePriceText(vatIncluded);
  const validity = contract.endDate
    ? t('contract.fixedTerm', { start: isoToFinnish(contract.startDate), end: isoToFinnish(contract.endDate) })
    : t('contract.untilFurtherNotice', { start: isoToFinnish(contract.startDate) });
  const { network, homeInsurance } = contract;

  return (
    <Card
      title={contract.contractName}
      subtitle={`${t(`contractType.${contract.contractType}`)} · ${
        contract.status === 'ACTIVE' ? t('contract.status_ACTIVE') : t('contract.status_UPCOMING', { date: isoToFinnish(contract.startDate) })
      }`}
    >
      <FactList
        facts={[
          contract.additionalContractName && { term: t('contract.additionalName'), value: contract.additionalContractName },
          { term: t('contract.validity'), value: validity },
          contract.price && { term: t('contract.price'), value: priceText(contract.price) },
          contract.energyMargin && { term: t('contract.spotPrice'), value: t('contract.spotPriceValue') },
          contract.energyMargin && { term: t('contract.margin'), value: priceText(contract.energyMargin) },
          contract.basicFee && { term: t('contract.basicFee'), value: priceText(contract.basicFee) },
          network && { term: t('contract.transferPrice'), value: priceText(network.transferPrice) },
          network && { term: t('contract.transferBasicFee'), value: priceText(network.transferBasicFee) },
          network && { term: t('contract.taxClass'), value: t('contract.taxClassValue', { taxClass: network.taxClass }) },
          homeInsurance &&
            (homeInsurance.canHaveHomeInsurance || homeInsurance.homeInsuranceOn) && {
              term: t('contract.homeInsurance'),
              value: homeInsurance.homeInsuranceOn ? t('contract.homeInsuranceOn') : t('contract.homeInsuranceAvailable'),
            },
        ]}
      />
      {contract.greenPower && contract.status === 'ACTIVE' && (
        <GreenPowerSwitch greenPower={contract.greenPower} readOnly={readOnly} running={greenPowerRunning} onChange={onGreenPowerChange} />
      )}
    </Card>
  );
}
