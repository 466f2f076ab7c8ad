import { useSyncExternalStore } from 'react';
import type { UiMode } from '../gating/gate';
import { UiModeRef } from '../services/mode/uiModeService';
import { useService } from './useService';

export function useUiMode(): UiMode {
  const mode = useService(UiModeRef);
  return useSyncExternalStore(mode.subscribe, mode.get);
}
