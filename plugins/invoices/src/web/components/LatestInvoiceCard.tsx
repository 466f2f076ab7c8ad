import { useFormatters, useTranslation, type LocationCardProps, useUserId, themeColor } from '@portal/core';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { invoiceHref } from '../routes';
import { useInvoiceSummary } from '../hooks/invoiceReads';
import { localDateInstant } from '../model/monthlyAmounts';
import { StatusBadge } from './StatusBadge';

const Card = styled.section`
  padding: 1rem;
  border-radius: 4px;
  background: ${themeColor('surface')};
  h3 {
    margin-top: 0;
  }
  a {
    color: ${themeColor('primary')};
  }
  a:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;

/** LOCATION_CARD_SLOT: the place's latest invoice, with a link to it. */
export default function LatestInvoiceCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('invoices');
  const format = useFormatters();
  const userId = useUserId();
  const summary = useInvoiceSummary(userId, locationIdentifier);
  const detail = summary.data?.detail;
  return (
    <Card aria-labelledby={`latest-invoice-${locationIdentifier}`}>
      <h3 id={`latest-invoice-${locationIdentifier}`}>{t('card.title')}</h3>
      {summary.error ? (
        <p role="alert">{t('card.error')}</p>
      ) : !summary.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : !detail ? (
        <p>{t('card.none')}</p>
      ) : (
        <>
          <p>
            <strong>{format.money(detail.amount)}</strong> · {t('card.due', { date: format.date(localDateInstant(detail.dueDate)) })}{' '}
            <StatusBadge status={detail.status} />
          </p>
          <Link to={invoiceHref(detail.invoiceNumber)}>{t('card.open', { number: detail.invoiceNumber })}</Link>
        </>
      )}
    </Card>
  );
}
