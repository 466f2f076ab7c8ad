import { Card, DataTable, EmptyState, formatDate, StatusBadge, useTranslation, type BadgeTone } from '@portal/core';
import type { UserContract } from '../../contract/customerInfo';

const TONE: Record<UserContract['state'], BadgeTone> = { UPCOMING: 'info', ACTIVE: 'success', ENDED: 'neutral' };

/** The user's contracts on this company's places, upcoming first (the server's order). */
export function ContractsCard({ contracts }: { readonly contracts: readonly UserContract[] }) {
  const { t } = useTranslation('customer-info');
  const period = (contract: UserContract) =>
    contract.endDate
      ? t('contracts.range', { start: formatDate(contract.startDate), end: formatDate(contract.endDate) })
      : t('contracts.from', { start: formatDate(contract.startDate) });
  return (
    <Card title={t('contracts.title')} headingLevel={2}>
      {contracts.length === 0 ? (
        <EmptyState title={t('contracts.empty')} />
      ) : (
        <DataTable
          caption={t('contracts.caption')}
          captionHidden
          rows={contracts}
          rowKey={(contract) => contract.contractId}
          columns={[
            {
              key: 'product',
              header: t('contracts.product'),
              rowHeader: true,
              cell: (c) => [c.productName, c.additionalName].filter(Boolean).join(' – '),
            },
            { key: 'place', header: t('contracts.place'), cell: (c) => `${c.locationName}, ${c.address}` },
            { key: 'period', header: t('contracts.period'), cell: period, sortValue: (c) => c.startDate },
            { key: 'state', header: t('contracts.state'), cell: (c) => <StatusBadge tone={TONE[c.state]}>{t(`contracts.${c.state}`)}</StatusBadge> },
          ]}
        />
      )}
    </Card>
  );
}
