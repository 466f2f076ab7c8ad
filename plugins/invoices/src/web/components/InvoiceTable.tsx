import { DataTable, isoToFinnish } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import { Link } from 'react-router-dom';
import type { InvoiceListItem } from '../../contract';
import { invoiceHref } from '../routes';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

/** The invoice list: amounts with VAT and VAT 0, due date and status; each number opens the invoice. */
export function InvoiceTable({ invoices }: { readonly invoices: readonly InvoiceListItem[] }) {
  const { t } = useTranslation('invoices');
  const format = useFormatters();
  const date = (value: string) => isoToFinnish(value);
  return (
    <DataTable<InvoiceListItem>
      caption={t('list.caption')}
      rows={invoices}
      rowKey={(invoice) => invoice.invoiceNumber}
      columns={[
        {
          key: 'number',
          header: t('list.invoiceNumber'),
          rowHeader: true,
          cell: (invoice) => <Link to={invoiceHref(invoice.invoiceNumber)}>{invoice.invoiceNumber}</Link>,
        },
        { key: 'period', header: t('list.period'), cell: (invoice) => `${date(invoice.periodStart)}–${date(invoice.periodEnd)}` },
        { key: 'due', header: t('list.dueDate'), cell: (invoice) => date(invoice.dueDate), sortValue: (invoice) => invoice.dueDate },
        {
          key: 'amount',
          header: t('list.amount'),
          numeric: true,
          cell: (invoice) => format.money(invoice.amount),
          sortValue: (invoice) => invoice.amount,
        },
        { key: 'amountVat0', header: t('list.amountVat0'), numeric: true, cell: (invoice) => format.money(invoice.amountVat0) },
        { key: 'status', header: t('list.status'), cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
      ]}
    />
  );
}
