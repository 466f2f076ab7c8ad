import { useEffect } from 'react';
import { ApiClientRef, UiModeRef, usePortalRuntime, useService, type UiMode } from '@portal/core';
import type { LoggedInUser } from '../startup/loggedInUser';
import { readStoredUiMode } from './storedUiMode';

/**
 * The modes (requirements §6 B2C/B2B) the logged-in user has at this company's portal: one per kind of
 * customership. A user with one mode is put in it; a user with both starts in the mode they last chose
 * (stored on the server, GET /v2/user/{id}/ui) and may switch. Read from the shell's one start-up read
 * of GET /api/v2/me (usePortalStartup); none until it has answered.
 */
export function useCustomerModes(user: LoggedInUser | undefined): readonly UiMode[] {
  const { company } = usePortalRuntime();
  const modeService = useService(UiModeRef);
  const api = useService(ApiClientRef);
  const types = new Set(user?.customerships.filter((c) => c.company === company.code).map((c) => c.customerType));
  const modes = (['B2C', 'B2B'] as const).filter((mode) => types.has(mode));
  const only = modes.length === 1 ? modes[0] : undefined;
  const both = modes.length === 2;
  const userId = user?.userId;
  useEffect(() => {
    if (only) modeService.set(only);
  }, [only, modeService]);
  useEffect(() => {
    if (!both || !userId) return;
    let current = true;
    // Without the stored mode the switch still works from the default; nothing to tell the person.
    readStoredUiMode(api, userId)
      .then((stored) => {
        if (current && stored) modeService.set(stored);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [both, userId, api, modeService]);
  return modes;
}
