import { useMemo } from 'react';
import type { ServiceRef } from '../di/serviceRef';
import { usePortalRuntime } from './portalContext';

/** The service behind a ref, from the portal's container. */
export function useService<T>(ref: ServiceRef<T>): T {
  const runtime = usePortalRuntime();
  return useMemo(() => runtime.resolve(ref), [runtime, ref]);
}
