import { useState } from 'react';
import { ButtonRow, PrimaryButton, SecondaryButton, StatusMessage } from '@portal/ui';
import { useApi, useApiMutation, useService, ApiClientRef, useTranslation } from '@portal/core';
import { B2B_PLACE_API, comparisonsResponseSchema, massExportStatusSchema, type MassExportStatus } from '../../contract/places';
import { saveFile } from '../composite/saveFile';

/**
 * The mass export: starts the background job for every consuming place of the year and follows its
 * progress by polling (once a second until ready or failed: the state is in the database, so any
 * server replica answers). A native <progress> with a label and a polite live text for screen readers.
 */
export function MassExportSection({ company, userId, year }: { readonly company: string; readonly userId: string; readonly year: number }) {
  const { t } = useTranslation('b2b');
  const api = useService(ApiClientRef);
  const [exportId, setExportId] = useState<string | null>(null);
  const places = useApi([B2B_PLACE_API.company(company, userId, 'listComparisons'), { by: 'kwhPerM2', year }], comparisonsResponseSchema);
  const status = useApi(exportId ? B2B_PLACE_API.company(company, userId, `massExport/${exportId}`) : null, massExportStatusSchema, {
    refreshInterval: (latest?: MassExportStatus) => (latest && (latest.state === 'ready' || latest.state === 'failed') ? 0 : 1000),
    // The portal's cache would dedupe the polls away for its whole lifetime; progress must be fresh.
    dedupingInterval: 0,
  });
  const start = useApiMutation((client, ids: readonly string[]) =>
    client.post<MassExportStatus>(
      B2B_PLACE_API.company(company, userId, 'massExport'),
      { locationIdentifiers: ids, year },
      { schema: massExportStatusSchema },
    ),
  );
  const current = status.data;
  const download = async () => {
    if (!exportId) return;
    const text = await api.get<string>(B2B_PLACE_API.company(company, userId, `massExport/${exportId}/download`), { responseType: 'text' });
    saveFile(text, `kulutus_${year}.csv`);
  };
  const ids = places.data?.rows.map((row) => row.locationIdentifier) ?? [];
  return (
    <section aria-labelledby="b2b-export">
      <h2 id="b2b-export">{t('places.reports.exportTitle')}</h2>
      <p>{t('places.reports.exportIntro')}</p>
      <ButtonRow>
        <PrimaryButton
          type="button"
          disabled={ids.length === 0 || start.running || (current !== undefined && current.state !== 'ready' && current.state !== 'failed')}
          onClick={async () => {
            const started = await start.run(ids);
            if (started) setExportId(started.exportId);
          }}
        >
          {t('places.reports.exportStart')}
        </PrimaryButton>
      </ButtonRow>
      {current && (
        <>
          <label htmlFor="b2b-export-progress">{t('places.reports.exportProgress')}</label>{' '}
          <progress id="b2b-export-progress" max={Math.max(1, current.total)} value={current.done} />
          <p aria-live="polite">{t('places.reports.exportStatus', { done: current.done, total: current.total })}</p>
          {current.state === 'failed' && <StatusMessage tone="error">{t('places.reports.exportFailed')}</StatusMessage>}
          {current.state === 'ready' && (
            <ButtonRow>
              <StatusMessage tone="info">{t('places.reports.exportReady')}</StatusMessage>
              <SecondaryButton type="button" onClick={() => void download()}>
                {t('places.reports.exportDownload')}
              </SecondaryButton>
            </ButtonRow>
          )}
        </>
      )}
    </section>
  );
}
