import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { ApiClientRef, type ResponseSchema } from '../services/api/apiClient';
import { ApiRequestError } from '../services/api/apiRequestError';
import { LoggerRef } from '../services/logger/logger';
import { portalDataCache } from './portalDataCache';
import { usePortalRuntime } from './portalContext';
import type { ApiKey } from './swrKey';
import { swrKeyToRequest } from './swrKey';
import { useService } from './useService';

/**
 * What a read may change from the portal's defaults: something that must follow changes made
 * elsewhere (an unread count) revalidates when the window regains focus, at most every
 * `focusThrottleInterval` ms, and keeps a shorter `dedupingInterval` than requirements §9's hour.
 */
export type ApiReadOptions = Pick<SWRConfiguration, 'revalidateOnFocus' | 'focusThrottleInterval' | 'dedupingInterval' | 'refreshInterval'>;

type Parsed<T> = { readonly data: T | undefined; readonly error?: ApiRequestError };

/**
 * Reads API data through SWR: deduplicated and cached for the portal's cache lifetime (requirements §9).
 * Pass `null` as the key to not fetch yet (e.g. until the user id is known).
 *
 * The cache holds the answer as it arrived, and each reader checks it with its own schema. Two
 * components may read one path with different schemas (the header's `/v2/me` and a settings page's
 * wider one): a schema drops the fields it does not name, so a cache of checked answers would hand
 * the second reader the first one's narrower copy. Pass a schema defined once (module level), not
 * one built in render: the checked answer is kept per answer and schema, so `data` stays the same
 * object between renders.
 */
export function useApi<T = unknown>(key: ApiKey | null, schema?: ResponseSchema<T>, readOptions?: ApiReadOptions): SWRResponse<T, ApiRequestError> {
  const api = useService(ApiClientRef);
  const logger = useService(LoggerRef);
  const { options: cacheOptions } = portalDataCache(usePortalRuntime());
  const options = readOptions ? { ...cacheOptions, ...readOptions } : cacheOptions;
  const response = useSWR<unknown, ApiRequestError>(
    key,
    (k: ApiKey) => {
      const { path, query } = swrKeyToRequest(k);
      return api.get(path, query ? { query } : {});
    },
    options,
  );
  const raw = response.data;
  const path = key === null ? '' : swrKeyToRequest(key).path;
  const parsed = useMemo((): Parsed<T> => {
    if (raw === undefined || !schema) return { data: raw as T | undefined };
    const result = schema.safeParse(raw);
    if (result.success) return { data: result.data };
    logger.error(`Unexpected answer from GET ${path}`, result.error.issues);
    return {
      data: undefined,
      error: new ApiRequestError(
        200,
        'INVALID_RESPONSE',
        `GET ${path} answered in an unexpected shape`,
        'GET',
        path,
        result.error.issues[0]?.path.join('.'),
        result.error,
      ),
    };
  }, [raw, schema, logger, path]);
  return readerView(response, parsed);
}

/**
 * SWR's answer with this reader's checked data. SWR tracks which fields a component reads (its
 * getters) and re-renders only for those, so the view forwards through getters rather than copying.
 * `data` is always tracked: useApi reads the raw answer to check it.
 */
function readerView<T>(response: SWRResponse<unknown, ApiRequestError>, parsed: Parsed<T>): SWRResponse<T, ApiRequestError> {
  return {
    get data() {
      return parsed.data;
    },
    get error() {
      return response.error ?? parsed.error;
    },
    get isLoading() {
      return response.isLoading;
    },
    get isValidating() {
      return response.isValidating;
    },
    // The cache holds raw answers; data a caller puts in (an optimistic update, a write's answer) is
    // checked by every reader's schema like a fetched answer.
    mutate: response.mutate as SWRResponse<T, ApiRequestError>['mutate'],
  };
}
