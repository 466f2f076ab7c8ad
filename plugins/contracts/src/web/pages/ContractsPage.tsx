import { ErrorState, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ContractList } from '../components/ContractList';
import { FollowUpOffers } from '../components/FollowUpOffers';
import { NetworkProductComparison } from '../components/NetworkProductComparison';
import { SwitchGuardNotice } from '../components/SwitchGuardNotice';
import { VatToggle } from '../components/VatToggle';
import { useContracts } from '../hooks/useContracts';

/**
 * `/sopimukset/:locationIdentifier`: a place's contracts and prices, the follow-up offer, whether a
 * switch is possible, and the network product comparison. The VAT mode starts as the server says for
 * this place and user (requirements §5) and the customer can flip it; every price on the page follows.
 */
export default function ContractsPage() {
  const { t } = useTranslation('contracts');
  const { locationIdentifier = '' } = useParams();
  const userId = useUserId();
  const contracts = useContracts(userId, locationIdentifier);
  const [vatChoice, setVatChoice] = useState<boolean | null>(null);
  const vatIncluded = vatChoice ?? contracts.data?.vatIncluded ?? true;

  let content;
  if (contracts.error?.code === 'NOT_FOUND') {
    content = <ErrorState>{t('page.notFound')}</ErrorState>;
  } else if (contracts.error) {
    content = <ErrorState onRetry={() => void contracts.mutate()}>{t('page.error')}</ErrorState>;
  } else if (!contracts.data) {
    content = <LoadingSkeleton lines={6} label={t('page.loading')} />;
  } else {
    content = (
      <>
        <VatToggle vatIncluded={vatIncluded} onChange={setVatChoice} />
        <FollowUpOffers userId={userId} locationIdentifier={locationIdentifier} vatIncluded={vatIncluded} />
        <ContractList data={contracts.data} userId={userId} vatIncluded={vatIncluded} />
        <SwitchGuardNotice userId={userId} locationIdentifier={locationIdentifier} />
        <NetworkProductComparison userId={userId} locationIdentifier={locationIdentifier} vatIncluded={vatIncluded} />
      </>
    );
  }

  return (
    <Stack>
      <PageHeader title={t('page.title')} />
      {content}
    </Stack>
  );
}
