import { useCallback, useState } from 'react';
import { showApiErrorModal } from '../services/api/apiErrorModal';
import { ApiClientRef, type ApiClient } from '../services/api/apiClient';
import type { ApiRequestError } from '../services/api/apiRequestError';
import { ModalServiceRef } from '../services/modals/modalService';
import { ClientStateRef } from '../state/clientState';
import { portalDataCache } from './portalDataCache';
import { usePortalRuntime } from './portalContext';
import { swrKeyToRequest, type ApiKey } from './swrKey';
import { useService } from './useService';

export interface ApiMutationOptions {
  /** Cached reads to fetch again after success, so the page shows what was just changed. */
  readonly invalidates?: readonly ApiKey[];
  /** Show requirements §8's modal on failure (default). Turn off where the caller shows its own. */
  readonly showErrorModal?: boolean;
  /** Show the loader overlay while running. */
  readonly showLoader?: boolean;
}

export interface ApiMutation<A extends unknown[], R> {
  readonly run: (...args: A) => Promise<R | undefined>;
  readonly running: boolean;
  readonly error: ApiRequestError | undefined;
}

/**
 * A write call: runs `action` with the API client, refreshes the cached reads it changes, and on
 * failure shows the error modal and resolves undefined (the error is also kept in `error`).
 */
export function useApiMutation<A extends unknown[], R>(
  action: (api: ApiClient, ...args: A) => Promise<R>,
  options: ApiMutationOptions = {},
): ApiMutation<A, R> {
  const api = useService(ApiClientRef);
  const modals = useService(ModalServiceRef);
  const clientState = useService(ClientStateRef);
  const { mutate } = portalDataCache(usePortalRuntime());
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<ApiRequestError | undefined>(undefined);
  const { invalidates, showErrorModal = true, showLoader = false } = options;

  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      setRunning(true);
      setError(undefined);
      const endLoading = showLoader ? clientState.beginLoading() : undefined;
      try {
        const result = await action(api, ...args);
        const paths = new Set((invalidates ?? []).map((key) => swrKeyToRequest(key).path));
        if (paths.size > 0) {
          await mutate((key) => {
            try {
              return paths.has(swrKeyToRequest(key).path);
            } catch {
              return false; // a key that is not an API key (another library's cache entry)
            }
          });
        }
        return result;
      } catch (failure) {
        setError(failure as ApiRequestError);
        if (showErrorModal) showApiErrorModal(modals, failure);
        return undefined;
      } finally {
        endLoading?.();
        setRunning(false);
      }
    },
    [action, api, modals, clientState, mutate, invalidates, showErrorModal, showLoader],
  );
  return { run, running, error };
}
