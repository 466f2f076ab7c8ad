import { useEffect } from 'react';
import { UiModeRef, useApi, usePortalRuntime, useService, useSession, type ResponseSchema, type UiMode } from '@portal/core';
import { ME_PATH } from '../startup/loggedInUser';

interface Customerships {
  readonly customerCodes: readonly { readonly company: string; readonly customerType: UiMode }[];
}

const isMode = (value: unknown): value is UiMode => value === 'B2C' || value === 'B2B';

/** Only what the mode switch needs from GET /api/v2/me: each customership's company and type. */
const customershipsSchema: ResponseSchema<Customerships> = {
  safeParse(value) {
    const codes = typeof value === 'object' && value !== null ? (value as { customerCodes?: unknown }).customerCodes : undefined;
    const valid =
      Array.isArray(codes) &&
      codes.every((code) => typeof code === 'object' && code !== null && typeof code.company === 'string' && isMode(code.customerType));
    return valid
      ? { success: true, data: value as Customerships }
      : { success: false, error: { issues: [{ path: ['customerCodes'], message: 'Expected customerships with a company and a customerType' }] } };
  },
};

/**
 * The modes (SPEC §6 B2C/B2B) the logged-in user has at this company's portal: one per kind of
 * customership. A user with one mode is put in it; only a user with both gets to switch.
 */
export function useCustomerModes(): readonly UiMode[] {
  const loggedIn = useSession().status === 'loggedIn';
  const { company } = usePortalRuntime();
  const me = useApi(loggedIn ? ME_PATH : null, customershipsSchema);
  const modeService = useService(UiModeRef);
  const types = new Set(me.data?.customerCodes.filter((code) => code.company === company.code).map((code) => code.customerType));
  const modes = (['B2C', 'B2B'] as const).filter((mode) => types.has(mode));
  const only = modes.length === 1 ? modes[0] : undefined;
  useEffect(() => {
    if (only) modeService.set(only);
  }, [only, modeService]);
  return modes;
}
