import { useTranslation } from '@portal/core';
import type { ContractDetail } from '../../contract/contracts';
import { usePriceText } from '../hooks/usePriceText';
import { formatLocalDate } from '../model/formatLocalDate';
import { Card, FactList } from './Card';
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
  const headingId = `contract-${contract.contractId}-heading`;
  const validity = contract.endDate
    ? t('contract.fixedTerm', { start: formatLocalDate(contract.startDate), end: formatLocalDate(contract.endDate) })
    : t('contract.untilFurtherNotice', { start: formatLocalDate(contract.startDate) });

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{contract.contractName}</h2>
      <p>
        {t(`contractType.${contract.contractType}`)} ·{' '}
        {contract.status === 'ACTIVE'
          ? t('contract.status_ACTIVE')
          : t('contract.status_UPCOMING', { date: formatLocalDate(contract.startDate) })}
      </p>
      <FactList>
        {contract.additionalContractName && (
          <>
            <dt>{t('contract.additionalName')}</dt>
            <dd>{contract.additionalContractName}</dd>
          </>
        )}
        <dt>{t('contract.validity')}</dt>
        <dd>{validity}</dd>
        {contract.price && (
          <>
            <dt>{t('contract.price')}</dt>
            <dd>{priceText(contract.price)}</dd>
          </>
        )}
        {contract.energyMargin && (
          <>
            <dt>{t('contract.spotPrice')}</dt>
            <dd>{t('contract.spotPriceValue')}</dd>
            <dt>{t('contract.margin')}</dt>
            <dd>{priceText(contract.energyMargin)}</dd>
          </>
        )}
        {contract.basicFee && (
          <>
            <dt>{t('contract.basicFee')}</dt>
            <dd>{priceText(contract.basicFee)}</dd>
          </>
        )}
        {contract.network && (
          <>
            <dt>{t('contract.transferPrice')}</dt>
            <dd>{priceText(contract.network.transferPrice)}</dd>
            <dt>{t('contract.transferBasicFee')}</dt>
            <dd>{priceText(contract.network.transferBasicFee)}</dd>
            <dt>{t('contract.taxClass')}</dt>
            <dd>{t('contract.taxClassValue', { taxClass: contract.network.taxClass })}</dd>
          </>
        )}
        {contract.homeInsurance && (contract.homeInsurance.canHaveHomeInsurance || contract.homeInsurance.homeInsuranceOn) && (
          <>
            <dt>{t('contract.homeInsurance')}</dt>
            <dd>
              {contract.homeInsurance.homeInsuranceOn ? t('contract.homeInsuranceOn') : t('contract.homeInsuranceAvailable')}
            </dd>
          </>
        )}
      </FactList>
      {contract.greenPower && contract.status === 'ACTIVE' && (
        <GreenPowerSwitch
          greenPower={contract.greenPower}
          readOnly={readOnly}
          running={greenPowerRunning}
          onChange={onGreenPowerChange}
        />
      )}
    </Card>
  );
}
