import { useState } from 'react';
import { EmptyState, ErrorState, LoadingSkeleton, PageHeader, Stack, TextField } from '@portal/ui';
import { useTranslation, useUserId } from '@portal/core';
import { useB2bCompanies } from '../composite/useB2bCompanies';
import { ComparisonsSection } from './ComparisonsSection';
import { InvoiceCheckSection } from './InvoiceCheckSection';
import { MassExportSection } from './MassExportSection';

/** `/yritys/raportit`: comparisons, the year's mass export with progress, and the invoice check. A lazy chunk. */
export default function ReportsPage() {
  const { t } = useTranslation('b2b');
  const userId = useUserId();
  const { companies, error } = useB2bCompanies();
  const [chosenCompany, setChosenCompany] = useState<string | null>(null);
  const [yearText, setYearText] = useState(() => String(new Date().getFullYear() - 1));
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  const company = chosenCompany ?? companies?.[0]?.customerCode ?? null;
  if (error) return <ErrorState>{t('places.reports.error')}</ErrorState>;
  if (!companies || !userId) return <LoadingSkeleton lines={3} label={t('places.company.loading')} />;
  if (!company) return <EmptyState title={t('places.company.none')} />;
  return (
    <Stack>
      <PageHeader title={t('places.reports.title')} description={t('places.reports.intro')} />
      {companies.length > 1 && (
        <label>
          {t('places.company.label')}{' '}
          <select value={company} onChange={(event) => setChosenCompany(event.target.value)}>
            {companies.map((c) => (
              <option key={c.customerCode} value={c.customerCode}>
                {c.name} ({c.customerCode})
              </option>
            ))}
          </select>
        </label>
      )}
      <TextField label={t('places.reports.year')} inputMode="numeric" value={yearText} onValue={setYearText} maxLength={4} />
      {year !== null && (
        <>
          <ComparisonsSection company={company} userId={userId} year={year} />
          <MassExportSection company={company} userId={userId} year={year} />
          <InvoiceCheckSection company={company} userId={userId} year={year} />
        </>
      )}
    </Stack>
  );
}
