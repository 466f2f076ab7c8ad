import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { PortalRuntime } from '../host/createPortalRuntime';
import { ApiClientRef } from '../services/api/apiClient';
import { PortalContext } from './portalContext';
import { swrKeyToRequest } from './swrKey';

/**
 * Puts a portal runtime (container, services, translations, theme, data cache) in React context.
 * Each provider gets its own SWR cache so two portals or two tests never share fetched data.
 */
export function PortalProvider({ runtime, children }: { runtime: PortalRuntime; children?: ReactNode }) {
  const swr = useMemo<SWRConfiguration>(() => {
    const api = runtime.resolve(ApiClientRef);
    const lifetimeMs = runtime.cacheSeconds * 1000;
    return {
      provider: () => new Map(),
      fetcher: (key: unknown) => {
        const { path, query } = swrKeyToRequest(key);
        return api.get(path, query ? { query } : {});
      },
      // SPEC §9 cache lifetime: identical requests within it are answered from the cache.
      dedupingInterval: lifetimeMs,
      focusThrottleInterval: lifetimeMs,
      revalidateOnFocus: false,
      // Failed calls already reached the user through an error modal; do not hammer the server.
      shouldRetryOnError: false,
    };
  }, [runtime]);

  const content = (
    <PortalContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n} defaultNS="core">
        <SWRConfig value={swr}>{children}</SWRConfig>
      </I18nextProvider>
    </PortalContext.Provider>
  );
  return runtime.company.theme ? <ThemeProvider theme={runtime.company.theme}>{content}</ThemeProvider> : content;
}
