import { useEffect } from 'react';
import { UiModeRef, usePortalRuntime, useService, type UiMode } from '@portal/core';
import type { LoggedInUser } from '../startup/loggedInUser';

/**
 * The modes (SPEC §6 B2C/B2B) the logged-in user has at this company's portal: one per kind of
 * customership. A user with one mode is put in it; only a user with both gets to switch. Read from the
 * shell's one start-up read of GET /api/v2/me (usePortalStartup); none until it has answered.
 */
export function useCustomerModes(user: LoggedInUser | undefined): readonly UiMode[] {
  const { company } = usePortalRuntime();
  const modeService = useService(UiModeRef);
  const types = new Set(user?.customerships.filter((c) => c.company === company.code).map((c) => c.customerType));
  const modes = (['B2C', 'B2B'] as const).filter((mode) => types.has(mode));
  const only = modes.length === 1 ? modes[0] : undefined;
  useEffect(() => {
    if (only) modeService.set(only);
  }, [only, modeService]);
  return modes;
}
