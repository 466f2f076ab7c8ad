import { z } from 'zod';
import { useApi } from './useApi';
import { useClientState } from './useClientState';

/**
 * Only the id is needed here; the rest of GET /api/v2/me is the host's business. Marked pure so that a
 * bundle that never calls useUserId drops this call, and with it zod (~12 KB gzip), from start-up.
 */
const meIdSchema = /* @__PURE__ */ z.object({ priwattiUserId: z.string() });

/**
 * The signed-in user's id, which every per-user API path carries. The host keeps it in client state
 * (requirements §4 "active user id"); until it does, /api/v2/me answers it (through the portal's data cache,
 * so the components asking meanwhile share one request). `null` until known.
 */
export function useUserId(): string | null {
  const activeUserId = useClientState((state) => state.activeUserId);
  const me = useApi(activeUserId ? null : '/api/v2/me', meIdSchema);
  return activeUserId ?? me.data?.priwattiUserId ?? null;
}
