import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import type { PortalRuntime } from '../host/createPortalRuntime';
import { PortalContext } from './portalContext';

/**
 * Puts a portal runtime (container, services, translations, theme) in React context. The portal's
 * data cache is not a provider here: useApi and useApiMutation find it by the runtime
 * (portalDataCache.ts), so SWR is not part of the start-up bundle.
 */
export function PortalProvider({ runtime, children }: { runtime: PortalRuntime; children?: ReactNode }) {
  const content = (
    <PortalContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n} defaultNS="core">
        {children}
      </I18nextProvider>
    </PortalContext.Provider>
  );
  return runtime.company.theme ? <ThemeProvider theme={runtime.company.theme}>{content}</ThemeProvider> : content;
}
