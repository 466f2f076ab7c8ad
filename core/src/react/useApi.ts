import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { ApiClientRef, type ResponseSchema } from '../services/api/apiClient';
import type { ApiRequestError } from '../services/api/apiRequestError';
import { portalDataCache } from './portalDataCache';
import { usePortalRuntime } from './portalContext';
import type { ApiKey } from './swrKey';
import { swrKeyToRequest } from './swrKey';
import { useService } from './useService';

/**
 * What a read may change from the portal's defaults: something that must follow changes made
 * elsewhere (an unread count) revalidates when the window regains focus, at most every
 * `focusThrottleInterval` ms, and keeps a shorter `dedupingInterval` than SPEC §9's hour.
 */
export type ApiReadOptions = Pick<SWRConfiguration, 'revalidateOnFocus' | 'focusThrottleInterval' | 'dedupingInterval' | 'refreshInterval'>;

/**
 * Reads API data through SWR: deduplicated and cached for the portal's cache lifetime (SPEC §9).
 * Pass `null` as the key to not fetch yet (e.g. until the user id is known).
 */
export function useApi<T = unknown>(
  key: ApiKey | null,
  schema?: ResponseSchema<T>,
  readOptions?: ApiReadOptions,
): SWRResponse<T, ApiRequestError> {
  const api = useService(ApiClientRef);
  const { options: cacheOptions } = portalDataCache(usePortalRuntime());
  const options = readOptions ? { ...cacheOptions, ...readOptions } : cacheOptions;
  return useSWR<T, ApiRequestError>(
    key,
    (k: ApiKey) => {
      const { path, query } = swrKeyToRequest(k);
      return api.get(path, { ...(schema ? { schema } : {}), ...(query ? { query } : {}) }) as Promise<T>;
    },
    options,
  );
}
