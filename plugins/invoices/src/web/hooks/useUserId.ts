import { useApi, useClientState } from '@portal/core';
import { z } from 'zod';

const meIdSchema = z.object({ priwattiUserId: z.string() }).passthrough();

/**
 * The signed-in user's id, which every invoice path carries: the host keeps it in client state (SPEC
 * §4 "active user id"); until it does, /api/v2/me answers it, shared through the SWR cache.
 */
export function useUserId(): string | null {
  const activeUserId = useClientState((state) => state.activeUserId);
  const me = useApi(activeUserId ? null : '/api/v2/me', meIdSchema);
  return activeUserId ?? me.data?.priwattiUserId ?? null;
}
