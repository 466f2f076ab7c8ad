import { Card, DataTable, EmptyState, StatusBadge, type BadgeTone } from '@portal/ui';
import { formatDate, useTranslation } from '@portal/core';
import type { UserContract } from '../../contract/customerInfo';

const TONE: Record<UserContract['state'], BadgeTone> = { UPCOMING: 'info', ACTIVE: 'success', ENDED: 'neutral' };

/** The user's contracts on this company's places, upcoming first (the server's order). */
export function ContractsCard({ contracts }: { readonly contracts: readonly UserContract[] }) {
  const { t } = useTranslation('customer-info');
  const period = (contract: UserContract) =>
    contract.endDate
      ? t('contractList.range', { start: formatDate(contract.startDate), end: formatDate(contract.endDate) })
      : t('contractList.from', { start: formatDate(contract.startDate) });
  return (
    <Card title={t('contractList.title')} headingLevel={2}>
      {contracts.length === 0 ? (
        <EmptyState title={t('contractList.empty')} />
      ) : (
        <DataTable
          caption={t('contractList.caption')}
          captionHidden
          rows={contracts}
          rowKey={(contract) => contract.contractId}
          columns={[
            {
              key: 'product',
              header: t('contractList.product'),
              rowHeader: true,
              cell: (c) => [c.productName, c.additionalName].filter(Boolean).join(' – '),
            },
            { key: 'place', header: t('contractList.place'), cell: (c) => `${c.locationName}, ${c.address}` },
            { key: 'period', header: t('contractList.period'), cell: period, sortValue: (c) => c.startDate },
            {
              key: 'state',
              header: t('contractList.state'),
              cell: (c) => <StatusBadge tone={TONE[c.state]}>{t(`contractList.${c.state}`)}</StatusBadge>,
            },
          ]}
        />
      )}
    </Card>
  );
}
