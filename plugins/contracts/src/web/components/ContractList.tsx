import { EmptyState, StatusMessage } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { ContractsResponse } from '../../contract/contracts';
import { useGreenPowerSwitch } from '../hooks/useGreenPowerSwitch';
import { ContractCard } from './ContractCard';

/** The place's contracts; a read-only viewer sees them without the switches. */
export function ContractList({
  data,
  userId,
  vatIncluded,
}: {
  readonly data: ContractsResponse;
  readonly userId: string | null;
  readonly vatIncluded: boolean;
}) {
  const { t } = useTranslation('contracts');
  const greenPower = useGreenPowerSwitch(userId, data.locationIdentifier);
  const readOnly = data.accessRight === 'READ_ONLY';
  if (data.contracts.length === 0) return <EmptyState title={t('page.empty')} />;
  return (
    <>
      {readOnly && <StatusMessage>{t('page.readOnly')}</StatusMessage>}
      {data.contracts.map((contract) => (
        <ContractCard
          key={contract.contractId}
          contract={contract}
          vatIncluded={vatIncluded}
          readOnly={readOnly}
          greenPowerRunning={greenPower.running}
          onGreenPowerChange={(on, name) => void greenPower.change(on, name)}
        />
      ))}
    </>
  );
}
