import { useModal, useTranslation } from '@portal/core';
import { useCallback, useState } from 'react';
import { ADMIN_USERS_CONFIRM_MODAL, type AdminConfirmProps } from './modals';
import { failureKey, written, type WriteFailure } from './written';

export type WriteOutcome = { readonly tone: 'info' | 'error'; readonly text: string } | null;

/**
 * Confirm, then write, then say how it went: the one flow of every user-admin write. Answers the
 * written value (undefined when cancelled or failed); the outcome is for a StatusMessage next to the
 * form, and a failure naming a field is handed to `onFieldError` instead.
 */
export function useConfirmedWrite() {
  const { t } = useTranslation('admin');
  const modals = useModal();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<WriteOutcome>(null);

  const run = useCallback(
    async <T>(
      confirm: AdminConfirmProps,
      write: () => Promise<T>,
      done: (value: T) => string,
      onFieldError?: (failure: WriteFailure) => boolean,
    ): Promise<T | undefined> => {
      setOutcome(null);
      const answer = await modals.open(ADMIN_USERS_CONFIRM_MODAL, confirm).result;
      if (answer !== 'confirmed') return undefined;
      setBusy(true);
      const result = await written(write);
      setBusy(false);
      if (result.ok) {
        setOutcome({ tone: 'info', text: done(result.value) });
        return result.value;
      }
      if (!onFieldError?.(result.failure)) setOutcome({ tone: 'error', text: t(failureKey(result.failure)) });
      return undefined;
    },
    [modals, t],
  );
  return { run, busy, outcome, clear: () => setOutcome(null) };
}
