import { useApiMutation, type ApiClient } from '@portal/core';
import { useCallback, useState } from 'react';
import { SETTINGS_API } from '../../contract/paths';

export type SaveState = 'idle' | 'saved' | 'failed';

/**
 * A setting saved the moment it is chosen (no save button): the write, then /v2/me read again so every
 * part of the portal sees the new value, and a "saved" or "failed" state for the page to announce.
 */
export function useInstantSetting<V>(write: (api: ApiClient, value: V) => Promise<unknown>) {
  const [state, setState] = useState<SaveState>('idle');
  // Answers true once the write succeeded: the mutation answers undefined for a failure (and a 204 is empty).
  const mutation = useApiMutation(
    async (api: ApiClient, value: V) => {
      await write(api, value);
      return true as const;
    },
    { invalidates: [SETTINGS_API.me], showErrorModal: false },
  );
  const { run } = mutation;
  const save = useCallback(
    async (value: V) => {
      setState('idle');
      setState((await run(value)) ? 'saved' : 'failed');
    },
    [run],
  );
  return { save, state, running: mutation.running };
}
