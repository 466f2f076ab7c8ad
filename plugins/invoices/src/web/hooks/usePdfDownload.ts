import { useApiMutation } from '@portal/core';
import { useCallback } from 'react';
import { INVOICE_API } from '../../contract';

/**
 * Fetches the PDF through the API client instead of a plain link, so a missing PDF (404
 * PDF_NOT_FOUND) opens core's "PDF not found" modal instead of navigating to an error body.
 */
export function usePdfDownload(userId: string | null, invoiceNumber: string, language: string) {
  const mutation = useApiMutation((api) =>
    api.get<Blob>(INVOICE_API.pdf(userId ?? '', invoiceNumber), { responseType: 'blob', query: { lang: language } }),
  );
  const download = useCallback(async () => {
    const blob = await mutation.run();
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `lasku-${invoiceNumber}.pdf`;
    link.click();
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }, [mutation, invoiceNumber]);
  return { download, running: mutation.running };
}
