import { Card, LoadingSkeleton, MoneyValue, isoToFinnish } from '@portal/ui';
import { useTranslation, useUserId, type LocationCardProps } from '@portal/core';
import { invoiceHref } from '../routes';
import { useInvoiceSummary } from '../hooks/invoiceReads';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

/** LOCATION_CARD_SLOT: the place's latest invoice, with a link to it. */
export default function LatestInvoiceCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('invoices');
  const userId = useUserId();
  const summary = useInvoiceSummary(userId, locationIdentifier);
  const detail = summary.data?.detail;
  return (
    <Card
      title={t('card.title')}
      headingLevel={3}
      aside={detail && <InvoiceStatusBadge status={detail.status} />}
      link={detail && { to: invoiceHref(detail.invoiceNumber), label: t('card.open', { number: detail.invoiceNumber }) }}
    >
      {summary.error ? (
        <p role="alert">{t('card.error')}</p>
      ) : !summary.data ? (
        <LoadingSkeleton lines={2} label={t('common.loading')} />
      ) : !detail ? (
        <p>{t('card.none')}</p>
      ) : (
        <>
          <MoneyValue euros={detail.amount} emphasis />
          <p>{t('card.due', { date: isoToFinnish(detail.dueDate) })}</p>
        </>
      )}
    </Card>
  );
}
