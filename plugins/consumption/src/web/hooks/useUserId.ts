import { useApi, useClientState } from '@portal/core';
import { z } from 'zod';

const meIdSchema = z.object({ priwattiUserId: z.string() }).passthrough();

/**
 * The signed-in user's id, which every consumption path carries: from client state (SPEC §4 "active
 * user id"), else from GET /api/v2/me (shared through the SWR cache with the host's own read).
 * The same few lines live in the locations plugin; they belong in core (noted for the integrator).
 */
export function useUserId(): string | null {
  const activeUserId = useClientState((state) => state.activeUserId);
  const me = useApi(activeUserId ? null : '/api/v2/me', meIdSchema);
  return activeUserId ?? me.data?.priwattiUserId ?? null;
}
