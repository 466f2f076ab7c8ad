import { useApiMutation, useModal } from '@portal/core';
import { useCallback } from 'react';
import { INVOICE_API, invoiceSummarySchema, type DueDateCode } from '../../contract';
import { DUE_DATE_CHANGED_MODAL, DUE_DATE_CONFIRM_MODAL } from '../modals/dueDateModals';

/**
 * SPEC's modal flow for the due day: confirm → the call → success, or core's error modal (the
 * mutation shows it). The summary and list are fetched again so the page shows the saved state.
 */
export function useDueDateChange(userId: string | null, locationIdentifier: string) {
  const modals = useModal();
  const mutation = useApiMutation(
    (api, code: DueDateCode) =>
      api.post(INVOICE_API.dueDate(userId ?? ''), { locationIdentifier, invoiceDueDateCode: code }, { schema: invoiceSummarySchema }),
    { invalidates: userId ? [INVOICE_API.summary(userId), INVOICE_API.list(userId)] : [] },
  );
  const change = useCallback(
    async (code: DueDateCode) => {
      if (!userId) return;
      const confirmed = await modals.open(DUE_DATE_CONFIRM_MODAL, { code }).result;
      if (!confirmed) return;
      const saved = await mutation.run(code);
      if (saved) modals.open(DUE_DATE_CHANGED_MODAL, { code });
    },
    [modals, mutation, userId],
  );
  return { change, running: mutation.running };
}
