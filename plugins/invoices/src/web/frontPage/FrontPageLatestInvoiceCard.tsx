import { Card, ErrorState, LoadingSkeleton, MoneyValue, isoToFinnish } from '@portal/ui';
import { useTranslation, useUserId } from '@portal/core';
import type { InvoiceListItem } from '../../contract';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge';
import { useInvoiceList } from '../hooks/invoiceReads';
import { invoiceHref, invoicesRoute } from '../routes';

const awaitsPayment = (invoice: InvoiceListItem) => invoice.status === 'open' || invoice.status === 'overdue';

/**
 * The newest invoice by date. Places billed on the same day give several: then the one still to be
 * paid comes first (that is what the customer must act on), then the higher number.
 */
export function latestInvoice(invoices: readonly InvoiceListItem[]): InvoiceListItem | undefined {
  return [...invoices].sort(
    (a, b) =>
      b.invoiceDate.localeCompare(a.invoiceDate) ||
      Number(awaitsPayment(b)) - Number(awaitsPayment(a)) ||
      b.invoiceNumber.localeCompare(a.invoiceNumber),
  )[0];
}

/** Front page: the latest invoice, its amount, due date and status, and a link to it. */
export default function FrontPageLatestInvoiceCard() {
  const { t } = useTranslation('invoices');
  const list = useInvoiceList(useUserId());
  const title = t('card.title');
  if (list.error) {
    return (
      <Card title={title}>
        <ErrorState onRetry={() => void list.mutate()}>{t('list.error')}</ErrorState>
      </Card>
    );
  }
  if (!list.data) {
    return (
      <Card title={title}>
        <LoadingSkeleton lines={3} />
      </Card>
    );
  }
  const invoice = latestInvoice(list.data.invoices);
  if (!invoice) {
    return (
      <Card title={title} link={{ to: invoicesRoute.defaultPath, label: t('list.title') }}>
        <p>{t('list.empty')}</p>
      </Card>
    );
  }
  return (
    <Card
      title={title}
      subtitle={invoice.placeName}
      aside={<InvoiceStatusBadge status={invoice.status} />}
      link={{ to: invoiceHref(invoice.invoiceNumber), label: t('card.open', { number: invoice.invoiceNumber }) }}
    >
      <MoneyValue euros={invoice.amount} emphasis />
      <p>
        {t('frontPage.dueDate', { date: isoToFinnish(invoice.dueDate) })}
        <br />
        {t('frontPage.period', {
          period: `${isoToFinnish(invoice.periodStart)}–${isoToFinnish(invoice.periodEnd)}`,
        })}
      </p>
    </Card>
  );
}
