import { useFormatters, useTranslation, StatusMessage, PrimaryButton, themeColor, useUserId } from '@portal/core';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { invoicesRoute } from '../routes';
import { BarcodeBox } from '../components/BarcodeBox';
import { DueDatePanel } from '../components/DueDatePanel';
import { InvoiceLinesTable } from '../components/InvoiceLinesTable';
import { PageHeading } from '../components/PageHeading';
import { StatusBadge } from '../components/StatusBadge';
import { YearComparison } from '../components/YearComparison';
import { useInvoiceDetails, useInvoiceSummary } from '../hooks/invoiceReads';
import { usePdfDownload } from '../hooks/usePdfDownload';
import { localDateInstant } from '../model/monthlyAmounts';

const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  a {
    color: ${themeColor('primary')};
  }
  a:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  dd {
    margin: 0;
  }
`;

/** `/laskut/:invoiceNumber`: one invoice with its lines, payment details, PDF, due day and comparison. */
export default function InvoicePage() {
  const { t, i18n } = useTranslation('invoices');
  const format = useFormatters();
  const { invoiceNumber = '' } = useParams();
  const userId = useUserId();
  const details = useInvoiceDetails(userId, invoiceNumber);
  const data = details.data;
  const summary = useInvoiceSummary(userId, data?.place.locationIdentifier ?? null);
  const pdf = usePdfDownload(userId, invoiceNumber, i18n.language);
  const date = (value: string) => format.date(localDateInstant(value));

  return (
    <Page aria-labelledby="invoice-heading">
      <Link to={invoicesRoute.defaultPath}>{t('details.back')}</Link>
      {details.error?.code === 'NOT_FOUND' ? (
        <PageHeading id="invoice-heading">{t('details.notFound')}</PageHeading>
      ) : details.error ? (
        <>
          <PageHeading id="invoice-heading">{t('details.title', { number: invoiceNumber })}</PageHeading>
          <StatusMessage tone="error">{t('details.error')}</StatusMessage>
        </>
      ) : !data ? (
        <>
          <PageHeading id="invoice-heading">{t('details.title', { number: invoiceNumber })}</PageHeading>
          <StatusMessage>{t('common.loading')}</StatusMessage>
        </>
      ) : (
        <>
          <PageHeading id="invoice-heading">{t('details.title', { number: invoiceNumber })}</PageHeading>
          <dl>
            <dt>{t('list.status')}</dt>
            <dd>
              <StatusBadge status={data.item.status} />
            </dd>
            <dt>{t('details.place')}</dt>
            <dd>
              {data.place.name}, {data.place.address}
            </dd>
            <dt>{t('list.period')}</dt>
            <dd>
              {date(data.item.periodStart)}–{date(data.item.periodEnd)}
            </dd>
            <dt>{t('details.invoiceDate')}</dt>
            <dd>{date(data.item.invoiceDate)}</dd>
            <dt>{t('list.dueDate')}</dt>
            <dd>{date(data.item.dueDate)}</dd>
            <dt>{t('list.amount')}</dt>
            <dd>{format.money(data.detail.amount)}</dd>
            <dt>{t('list.amountVat0')}</dt>
            <dd>{format.money(data.detail.amountVat0)}</dd>
            <dt>{t('details.reference')}</dt>
            <dd>{data.reference}</dd>
            <dt>{t('details.iban')}</dt>
            <dd>
              {data.iban} ({data.bic})
            </dd>
          </dl>
          <p>
            <PrimaryButton type="button" onClick={() => void pdf.download()} disabled={pdf.running}>
              {t('details.downloadPdf')}
            </PrimaryButton>
          </p>
          {data.item.barcode && <BarcodeBox barcode={data.item.barcode} />}
          <InvoiceLinesTable details={data} />
          <YearComparison comparison={data.comparison} amount={data.detail.amount} />
          {summary.data && <DueDatePanel summary={summary.data} userId={userId} locationIdentifier={data.place.locationIdentifier} />}
        </>
      )}
    </Page>
  );
}
