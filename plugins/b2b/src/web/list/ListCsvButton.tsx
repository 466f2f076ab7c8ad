import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { SecondaryButton, StatusMessage } from '@portal/ui';
import { useState } from 'react';
import { B2B_API, listCsvResponseSchema, type ListFilter, type ListSortKey, type SortDirection } from '../../contract';

export interface ListCsvButtonProps {
  readonly userId: string;
  readonly company: string;
  readonly filter: ListFilter;
  readonly sort: ListSortKey;
  readonly direction: SortDirection;
}

/**
 * Downloads the whole filtered list (every page) as CSV. The server builds the file with core's
 * csvDocument (the consumption CSV's conventions); the browser saves it from a Blob URL, as core's
 * CsvDownloadButton does, so nothing is fetched twice.
 */
export function ListCsvButton({ userId, company, filter, sort, direction }: ListCsvButtonProps) {
  const { t, i18n } = useTranslation('b2b');
  const api = useService(ApiClientRef);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const language = (['fi', 'sv', 'en'] as const).find((code) => i18n.language?.startsWith(code)) ?? 'fi';
      const file = await api.post(B2B_API.csv(company, userId), { ...filter, sort, direction, language }, { schema: listCsvResponseSchema });
      const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <SecondaryButton type="button" onClick={() => void download()} disabled={state === 'busy'}>
        {t('list.csv')}
      </SecondaryButton>
      {state === 'failed' && <StatusMessage tone="error">{t('list.csvFailed')}</StatusMessage>}
    </div>
  );
}
