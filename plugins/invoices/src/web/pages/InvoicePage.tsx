import { Card, ErrorState, FactList, LoadingSkeleton, MoneyValue, PageHeader, PrimaryButton, Stack, isoToFinnish } from '@portal/ui';
import { useFormatters, useTranslation, useUserId } from '@portal/core';
import { Link, useParams } from 'react-router-dom';
import { invoicesRoute } from '../routes';
import { BarcodeBox } from '../components/BarcodeBox';
import { DueDatePanel } from '../components/DueDatePanel';
import { InvoiceLinesTable } from '../components/InvoiceLinesTable';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge';
import { YearComparison } from '../components/YearComparison';
import { useInvoiceDetails, useInvoiceSummary } from '../hooks/invoiceReads';
import { usePdfDownload } from '../hooks/usePdfDownload';

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
  const date = (value: string) => isoToFinnish(value);

  const back = <Link to={invoicesRoute.defaultPath}>{t('details.back')}</Link>;
  if (details.error?.code === 'NOT_FOUND') return <PageHeader context={back} title={t('details.notFound')} />;
  const header = <PageHeader context={back} title={t('details.title', { number: invoiceNumber })} />;
  if (details.error) {
    return (
      <Stack>
        {header}
        <ErrorState onRetry={() => void details.mutate()}>{t('details.error')}</ErrorState>
      </Stack>
    );
  }
  if (!data) {
    return (
      <Stack>
        {header}
        <LoadingSkeleton lines={8} label={t('common.loading')} />
      </Stack>
    );
  }

  return (
    <Stack $gap="1.25rem">
      {header}
      <Card
        title={t('details.summaryTitle')}
        aside={<InvoiceStatusBadge status={data.item.status} />}
        footer={
          <PrimaryButton type="button" onClick={() => void pdf.download()} disabled={pdf.running}>
            {t('details.downloadPdf')}
          </PrimaryButton>
        }
      >
        <MoneyValue euros={data.detail.amount} emphasis />
        <FactList
          facts={[
            { term: t('details.place'), value: `${data.place.name}, ${data.place.address}` },
            { term: t('list.period'), value: `${date(data.item.periodStart)}–${date(data.item.periodEnd)}` },
            { term: t('details.invoiceDate'), value: date(data.item.invoiceDate) },
            { term: t('list.dueDate'), value: date(data.item.dueDate) },
            { term: t('list.amount'), value: format.money(data.detail.amount) },
            { term: t('list.amountVat0'), value: format.money(data.detail.amountVat0) },
            { term: t('details.reference'), value: data.reference },
            { term: t('details.iban'), value: `${data.iban} (${data.bic})` },
          ]}
        />
      </Card>
      {data.item.barcode && <BarcodeBox barcode={data.item.barcode} />}
      <InvoiceLinesTable details={data} />
      <YearComparison comparison={data.comparison} amount={data.detail.amount} />
      {summary.data && <DueDatePanel summary={summary.data} userId={userId} locationIdentifier={data.place.locationIdentifier} />}
    </Stack>
  );
}
