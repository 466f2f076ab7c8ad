import type { QueryValue } from '../services/api/apiClient';

/**
 * SWR keys for API reads: the path alone, or `[path, query]`. The key is the cache identity, so two
 * components asking for the same data share one request.
 */
export type ApiKey = string | readonly [path: string, query: Readonly<Record<string, QueryValue>>];

export function swrKeyToRequest(key: unknown): { path: string; query?: Readonly<Record<string, QueryValue>> } {
  if (typeof key === 'string') return { path: key };
  if (Array.isArray(key) && typeof key[0] === 'string') {
    return { path: key[0], ...(key[1] ? { query: key[1] as Readonly<Record<string, QueryValue>> } : {}) };
  }
  throw new Error(`Not an API key: ${JSON.stringify(key)}`);
}
