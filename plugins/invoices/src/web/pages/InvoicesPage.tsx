import { useTranslation, StatusMessage, SecondaryButton, useUserId } from '@portal/core';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { EinvoicingPanel } from '../components/EinvoicingPanel';
import { InvoiceTable } from '../components/InvoiceTable';
import { MonthlyAmountsChart } from '../components/MonthlyAmountsChart';
import { PageHeading } from '../components/PageHeading';
import { PlaceFilter, type FilterPlace } from '../components/PlaceFilter';
import { useInvoiceList } from '../hooks/invoiceReads';
import { monthlyAmounts } from '../model/monthlyAmounts';
import type { InvoiceListItem } from '../../contract/invoice';

const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

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
  const invoices = list.data?.invoices ?? [];
  const places = useMemo(() => placesOf(invoices), [invoices]);
  const shown = place ? invoices.filter((i) => i.locationIdentifier === place) : invoices;
  const months = useMemo(() => monthlyAmounts(shown), [shown]);

  return (
    <Page aria-labelledby="invoices-heading">
      <PageHeading id="invoices-heading">{t('list.title')}</PageHeading>
      {list.error ? (
        <StatusMessage tone="error" action={<SecondaryButton type="button" onClick={() => void list.mutate()}>{t('common.retry')}</SecondaryButton>}>
          {t('list.error')}
        </StatusMessage>
      ) : !list.data ? (
        <StatusMessage>{t('common.loading')}</StatusMessage>
      ) : invoices.length === 0 ? (
        <StatusMessage>{t('list.empty')}</StatusMessage>
      ) : (
        <>
          {places.length > 1 && <PlaceFilter places={places} value={place} onChange={setPlace} />}
          <MonthlyAmountsChart months={months} />
          <InvoiceTable invoices={shown} />
        </>
      )}
      <EinvoicingPanel userId={userId} />
    </Page>
  );
}
