import { EmptyState, ErrorState, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useApi, useTranslation, useUserId } from '@portal/core';
import {
  customershipsResponseSchema,
  meContactSchema,
  newContractInfoResponseSchema,
  userContractsResponseSchema,
} from '../../contract/customerInfo';
import { CUSTOMER_INFO_API } from '../../contract/paths';
import { ContactCard } from '../components/ContactCard';
import { ContractsCard } from '../components/ContractsCard';
import { CustomershipCard } from '../components/CustomershipCard';
import { NewContractsNotice } from '../components/NewContractsNotice';

/**
 * `/asiakastiedot` (requirements §2 "customer information"): contact details, customerships at every company
 * (this company's editable), new contracts and all contracts. A lazy chunk: zod and the schemas load
 * with it. Each part loads, fails and retries on its own, so one slow read does not hide the rest.
 */
export default function CustomerInfoPage() {
  const { t } = useTranslation('customer-info');
  const userId = useUserId();
  const me = useApi(CUSTOMER_INFO_API.me, meContactSchema);
  const customerships = useApi(userId ? CUSTOMER_INFO_API.customerships(userId) : null, customershipsResponseSchema);
  const contracts = useApi(userId ? CUSTOMER_INFO_API.contracts(userId) : null, userContractsResponseSchema);
  const newContracts = useApi(userId ? CUSTOMER_INFO_API.newContractInfo(userId) : null, newContractInfoResponseSchema);

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {me.error ? (
        <ErrorState onRetry={() => void me.mutate()}>{t('page.error')}</ErrorState>
      ) : me.data ? (
        <ContactCard me={me.data} />
      ) : (
        <LoadingSkeleton lines={3} label={t('page.loading')} />
      )}
      {newContracts.data && <NewContractsNotice info={newContracts.data} />}
      <section aria-labelledby="customer-info-customerships">
        <h2 id="customer-info-customerships">{t('customerships.title')}</h2>
        {customerships.error ? (
          <ErrorState onRetry={() => void customerships.mutate()}>{t('page.error')}</ErrorState>
        ) : !customerships.data ? (
          <LoadingSkeleton lines={4} label={t('page.loading')} />
        ) : customerships.data.customerships.length === 0 ? (
          <EmptyState title={t('customerships.empty')} />
        ) : (
          <Stack>
            {customerships.data.customerships.map((customership) => (
              <CustomershipCard key={`${customership.company}:${customership.customerCode}`} customership={customership} />
            ))}
          </Stack>
        )}
      </section>
      {contracts.error ? (
        <ErrorState onRetry={() => void contracts.mutate()}>{t('page.error')}</ErrorState>
      ) : contracts.data ? (
        <ContractsCard contracts={contracts.data.contracts} />
      ) : (
        <LoadingSkeleton lines={3} label={t('page.loading')} />
      )}
    </Stack>
  );
}
