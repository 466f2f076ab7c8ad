import { useSyncExternalStore } from 'react';
import type { ActiveContributions } from '../gating/activeContributions';
import { usePortalRuntime } from './portalContext';

/** Routes, menu steps, modals and slots that are on now; re-renders when a flag, mode or permission changes. */
export function useActiveContributions(): ActiveContributions {
  const runtime = usePortalRuntime();
  return useSyncExternalStore(runtime.subscribe, runtime.getContributions);
}
