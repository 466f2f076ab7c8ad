import { Card, EmptyState, ErrorState, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useTranslation, useUserId } from '@portal/core';
import { useMemo, useState } from 'react';
import { EinvoicingPanel } from '../components/EinvoicingPanel';
import { InvoiceTable } from '../components/InvoiceTable';
import { MonthlyAmountsChart } from '../components/MonthlyAmountsChart';
import { PlaceFilter, type FilterPlace } from '../components/PlaceFilter';
import { useInvoiceList } from '../hooks/invoiceReads';
import { monthlyAmounts } from '../model/monthlyAmounts';
import type { InvoiceListItem } from '../../contract/invoice';

/** The places the invoices are for, once each, by name. */
function placesOf(invoices: readonly InvoiceListItem[]): FilterPlace[] {
  const byId = new Map<string, FilterPlace>();
  for (const i of invoices) byId.set(i.locationIdentifier, { locationIdentifier: i.locationIdentifier, name: i.placeName, address: i.placeAddress });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'fi') || a.address.localeCompare(b.address, 'fi'));
}

/** `/laskut`: every invoice of the places the user sees, filterable by place, with a monthly chart. */
export default function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const userId = useUserId();
  const list = useInvoiceList(userId);
  const [place, setPlace] = useState('');
  // Memoised so a missing answer's empty list is the same array each render and the memos below hold.
  const invoices = useMemo(() => list.data?.invoices ?? [], [list.data]);
  const places = useMemo(() => placesOf(invoices), [invoices]);
  const shown = place ? invoices.filter((i) => i.locationIdentifier === place) : invoices;
  const months = useMemo(() => monthlyAmounts(shown), [shown]);

  return (
    <Stack $gap="1.5rem">
      <PageHeader title={t('list.title')} />
      {list.error ? (
        <ErrorState onRetry={() => void list.mutate()}>{t('list.error')}</ErrorState>
      ) : !list.data ? (
        <LoadingSkeleton lines={8} label={t('common.loading')} />
      ) : invoices.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <>
          {places.length > 1 && <PlaceFilter places={places} value={place} onChange={setPlace} />}
          <Card title={t('chart.caption')}>
            <MonthlyAmountsChart months={months} />
          </Card>
          <InvoiceTable invoices={shown} />
        </>
      )}
      <EinvoicingPanel userId={userId} />
    </Stack>
  );
}
