import { useState } from 'react';
import { DataTable, EmptyState, ErrorState, LoadingSkeleton, SecondaryButton, StatusBadge, type DataColumn } from '@portal/ui';
import { useApi, useTranslation } from '@portal/core';
import { B2B_PLACE_API, invoiceCheckResponseSchema, type InvoiceCheckRow } from '../../contract/places';

/** "12.34" → "12,34": exact money text from the server in Finnish form (no float on the way). */
function euros(text: string | null): string {
  return text === null ? '–' : text.replace('.', ',');
}

/**
 * Rows shown before "show all": a company's year is hundreds of invoices, and the differences come
 * first, so the first rows are the ones an energy manager acts on.
 */
const FIRST_ROWS = 20;

/** The invoice check: each invoice beside what the metered intervals, the contract and taxes give, differences first. */
export function InvoiceCheckSection({ company, userId, year }: { readonly company: string; readonly userId: string; readonly year: number }) {
  const { t } = useTranslation('b2b');
  const [showAll, setShowAll] = useState(false);
  const data = useApi([B2B_PLACE_API.company(company, userId, 'invoiceCheck'), { year }], invoiceCheckResponseSchema);
  const statusText = { difference: t('places.reports.statusDifference'), ok: t('places.reports.statusOk') };
  const tone = { difference: 'danger', ok: 'success' } as const;
  const columns: DataColumn<InvoiceCheckRow>[] = [
    { key: 'place', header: t('places.reports.place'), rowHeader: true, cell: (row) => row.locationIdentifier },
    { key: 'month', header: t('places.reports.month'), cell: (row) => row.month.split('-').reverse().join('/') },
    { key: 'invoice', header: t('places.reports.invoice'), cell: (row) => row.invoiceNumber },
    { key: 'invoiced', header: t('places.reports.invoiced'), numeric: true, cell: (row) => euros(row.invoicedAmount) },
    { key: 'expected', header: t('places.reports.expected'), numeric: true, cell: (row) => euros(row.expectedAmount) },
    { key: 'difference', header: t('places.reports.difference'), numeric: true, cell: (row) => euros(row.difference) },
    { key: 'status', header: t('places.reports.status'), cell: (row) => <StatusBadge tone={tone[row.status]}>{statusText[row.status]}</StatusBadge> },
  ];
  return (
    <section aria-labelledby="b2b-invoice-check">
      <h2 id="b2b-invoice-check">{t('places.reports.invoiceCheck')}</h2>
      {data.error ? (
        <ErrorState onRetry={() => void data.mutate()}>{t('places.reports.error')}</ErrorState>
      ) : !data.data ? (
        <LoadingSkeleton lines={5} label={t('places.reports.loading')} />
      ) : data.data.rows.length === 0 ? (
        <EmptyState title={t('places.reports.invoiceCheckEmpty')} />
      ) : (
        <>
          <p>
            {t('places.reports.invoiceCheckSummary', {
              count: data.data.rows.length,
              differences: data.data.rows.filter((row) => row.status === 'difference').length,
            })}
          </p>
          <DataTable
            caption={t('places.reports.invoiceCheck')}
            captionHidden
            columns={columns}
            rows={showAll ? data.data.rows : data.data.rows.slice(0, FIRST_ROWS)}
            rowKey={(row) => row.invoiceNumber}
          />
          {data.data.rows.length > FIRST_ROWS && (
            <SecondaryButton type="button" onClick={() => setShowAll((shown) => !shown)}>
              {showAll ? t('places.reports.showFirst', { count: FIRST_ROWS }) : t('places.reports.showAll', { count: data.data.rows.length })}
            </SecondaryButton>
          )}
        </>
      )}
    </section>
  );
}
