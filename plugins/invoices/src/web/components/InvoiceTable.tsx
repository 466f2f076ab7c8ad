import { useFormatters, useTranslation } from '@portal/core';
import { Link } from 'react-router-dom';
import type { InvoiceListItem } from '../../contract';
import { invoiceHref } from '../routes';
import { localDateInstant } from '../model/monthlyAmounts';
import { StatusBadge } from './StatusBadge';
import { DataTable } from './tables';

/** The invoice list: amounts with VAT and VAT 0, due date and status; each number opens the invoice. */
export function InvoiceTable({ invoices }: { readonly invoices: readonly InvoiceListItem[] }) {
  const { t } = useTranslation('invoices');
  const format = useFormatters();
  const date = (value: string) => format.date(localDateInstant(value));
  return (
    <DataTable>
      <caption>{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('list.invoiceNumber')}</th>
          <th scope="col">{t('list.period')}</th>
          <th scope="col">{t('list.dueDate')}</th>
          <th scope="col" className="number">{t('list.amount')}</th>
          <th scope="col" className="number">{t('list.amountVat0')}</th>
          <th scope="col">{t('list.status')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.invoiceNumber}>
            <th scope="row">
              <Link to={invoiceHref(invoice.invoiceNumber)}>{invoice.invoiceNumber}</Link>
            </th>
            <td>
              {date(invoice.periodStart)}–{date(invoice.periodEnd)}
            </td>
            <td>{date(invoice.dueDate)}</td>
            <td className="number">{format.money(invoice.amount)}</td>
            <td className="number">{format.money(invoice.amountVat0)}</td>
            <td>
              <StatusBadge status={invoice.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
