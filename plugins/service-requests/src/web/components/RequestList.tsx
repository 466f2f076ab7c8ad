import { Card, EmptyState, FactList, StatusBadge, Stack } from '@portal/ui';
import { formatDate, formatDateTime, useTranslation } from '@portal/core';
import type { CustomerRequest } from '../../contract/serviceRequest';
import { STATUS_TONE } from '../model/statusTone';

/** The details a customer sent, as term–value pairs in their language (unknown keys are left out). */
function detailFacts(request: CustomerRequest, t: (key: string) => string) {
  const details = request.details;
  const text = (key: string) => (typeof details[key] === 'string' || typeof details[key] === 'number' ? String(details[key]) : null);
  const address = details.newAddress as { streetAddress?: string; postalCode?: string; city?: string } | undefined;
  return [
    text('message') && { term: t('form.message'), value: text('message') },
    text('invoiceNumber') && { term: t('form.invoiceNumber'), value: text('invoiceNumber') },
    text('readingDate') && { term: t('form.readingDate'), value: formatDate(text('readingDate')!) },
    text('reading') && { term: t('form.reading'), value: text('reading') },
    text('endDate') && { term: t('moving.endDate'), value: formatDate(text('endDate')!) },
    address && { term: t('moving.newAddress'), value: `${address.streetAddress ?? ''}, ${address.postalCode ?? ''} ${address.city ?? ''}` },
    text('startDate') && { term: t('moving.startDate'), value: formatDate(text('startDate')!) },
    text('fault') && { term: t('fault.fault'), value: t(`fault.kinds.${text('fault')}`) },
    text('startedAt') && { term: t('fault.startedAt'), value: formatDateTime(text('startedAt')!) },
    text('description') && { term: t('fault.description'), value: text('description') },
  ];
}

/** The customer's requests and fault reports, each with its reference number and current status. */
export function RequestList({ items }: { readonly items: readonly CustomerRequest[] }) {
  const { t } = useTranslation('service-requests');
  if (items.length === 0) return <EmptyState title={t('list.empty')} />;
  return (
    <Stack>
      {items.map((request) => (
        <Card
          key={request.reference}
          headingLevel={3}
          title={`${t(request.kind === 'FAULT_REPORT' ? 'list.faultReport' : `topics.${request.topic}`)} · ${request.reference}`}
          aside={<StatusBadge tone={STATUS_TONE[request.status]}>{t(`status.${request.status}`)}</StatusBadge>}
        >
          <FactList
            facts={[
              { term: t('list.reference'), value: request.reference },
              { term: t('list.place'), value: request.placeName },
              { term: t('list.sent'), value: formatDateTime(request.createdAt) },
              { term: t('list.status'), value: t(`status.${request.status}`) },
              request.statusNote && { term: t('list.note'), value: request.statusNote },
              ...detailFacts(request, t),
            ]}
          />
        </Card>
      ))}
    </Stack>
  );
}
