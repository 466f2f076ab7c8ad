import { Card } from '@portal/ui';
import { formatDate, useTranslation } from '@portal/core';
import type { NewContractInfoResponse } from '../../contract/customerInfo';

/** GET newContractInfo: contracts made but not started yet. Nothing at all when there are none. */
export function NewContractsNotice({ info }: { readonly info: NewContractInfoResponse }) {
  const { t } = useTranslation('customer-info');
  if (!info.hasNewContracts) return null;
  return (
    <Card title={t('newContracts.title')} headingLevel={2}>
      <p>{t('newContracts.intro')}</p>
      <ul>
        {info.newContracts.map((contract) => (
          <li key={contract.contractId}>
            {t('newContracts.item', { product: contract.productName, place: contract.locationName, start: formatDate(contract.startDate) })}
          </li>
        ))}
      </ul>
    </Card>
  );
}
