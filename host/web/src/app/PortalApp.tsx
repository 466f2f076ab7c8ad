import { ModalHost, PortalProvider, type PortalRuntime } from '@portal/core';
import { PortalShell } from '../shell/PortalShell';

/**
 * The whole portal around a runtime. The router is passed in (BrowserRouter in the browser,
 * MemoryRouter in tests) so tests render exactly what users get.
 */
export function PortalApp({ runtime, Router }: { runtime: PortalRuntime; Router: (props: { children: React.ReactNode }) => React.ReactNode }) {
  return (
    <PortalProvider runtime={runtime}>
      <Router>
        <PortalShell />
        <ModalHost />
      </Router>
    </PortalProvider>
  );
}
