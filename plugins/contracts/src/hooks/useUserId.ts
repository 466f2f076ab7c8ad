import { useApi, useClientState } from '@portal/core';
import { z } from 'zod';

const meIdSchema = z.object({ priwattiUserId: z.string() }).passthrough();

/**
 * The signed-in user's id, which every contracts path carries: from client state (SPEC §4 "active
 * user id"), else from /api/v2/me through the shared SWR cache. The locations plugin has the same
 * hook; plugins may not import each other, so this belongs in core once a third plugin needs it.
 */
export function useUserId(): string | null {
  const activeUserId = useClientState((state) => state.activeUserId);
  const me = useApi(activeUserId ? null : '/api/v2/me', meIdSchema);
  return activeUserId ?? me.data?.priwattiUserId ?? null;
}
