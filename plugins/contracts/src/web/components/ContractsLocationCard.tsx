import { Card, LoadingSkeleton } from '@portal/ui';
import { useTranslation, useUserId, type LocationCardProps } from '@portal/core';
import { generatePath } from 'react-router-dom';
import { useContracts } from '../hooks/useContracts';
import { usePriceText } from '../hooks/usePriceText';
import { contractsRoute } from '../routes';

/**
 * The contract card on a use place's page (LOCATION_CARD_SLOT): the energy contract in force and its
 * price in the place's default VAT mode, with a link to the full contracts page.
 */
export default function ContractsLocationCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('contracts');
  const userId = useUserId();
  const contracts = useContracts(userId, locationIdentifier);
  const priceText = usePriceText(contracts.data?.vatIncluded ?? true);
  if (contracts.error) return null;
  const current =
    contracts.data?.contracts.find((c) => c.status === 'ACTIVE' && c.contractType !== 'NETWORK') ??
    contracts.data?.contracts.find((c) => c.status === 'ACTIVE');
  // A spot contract has no fixed price; its margin is what the customer agreed on.
  const priceLine = current?.price
    ? priceText(current.price)
    : current?.energyMargin
      ? `${t('contract.margin')} ${priceText(current.energyMargin)}`
      : null;

  return (
    <Card
      title={t('card.heading')}
      headingLevel={3}
      link={{
        to: generatePath(contractsRoute.defaultPath, { locationIdentifier }),
        label: t('card.open'),
        ariaLabel: t('card.openLabel', { name: current?.contractName ?? locationIdentifier }),
      }}
    >
      {contracts.data ? (
        <p>
          {current ? current.contractName : t('card.none')}
          {priceLine && (
            <>
              <br />
              {priceLine}
            </>
          )}
        </p>
      ) : (
        <LoadingSkeleton lines={2} />
      )}
    </Card>
  );
}
