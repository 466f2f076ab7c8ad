import { createContext, useContext } from 'react';
import type { PortalRuntime } from '../host/createPortalRuntime';

export const PortalContext = createContext<PortalRuntime | null>(null);

export function usePortalRuntime(): PortalRuntime {
  const runtime = useContext(PortalContext);
  if (!runtime) throw new Error('No portal here: render inside <PortalProvider runtime={...}> (or use renderWithPortal in tests)');
  return runtime;
}
