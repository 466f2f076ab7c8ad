import { SecondaryButton, StatusMessage, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ContractList } from '../components/ContractList';
import { FollowUpOffers } from '../components/FollowUpOffers';
import { NetworkProductComparison } from '../components/NetworkProductComparison';
import { SwitchGuardNotice } from '../components/SwitchGuardNotice';
import { VatToggle } from '../components/VatToggle';
import { useContracts } from '../hooks/useContracts';

const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h1 {
    margin: 0;
  }
`;

/**
 * `/sopimukset/:locationIdentifier`: a place's contracts and prices, the follow-up offer, whether a
 * switch is possible, and the network product comparison. The VAT mode starts as the server says for
 * this place and user (SPEC §5) and the customer can flip it; every price on the page follows.
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
    content = <StatusMessage tone="error">{t('page.notFound')}</StatusMessage>;
  } else if (contracts.error) {
    content = (
      <StatusMessage
        tone="error"
        action={
          <SecondaryButton type="button" onClick={() => void contracts.mutate()}>
            {t('page.retry')}
          </SecondaryButton>
        }
      >
        {t('page.error')}
      </StatusMessage>
    );
  } else if (!contracts.data) {
    content = <StatusMessage>{t('page.loading')}</StatusMessage>;
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
    <Page aria-labelledby="contracts-heading">
      <h1 id="contracts-heading">{t('page.title')}</h1>
      {content}
    </Page>
  );
}
