import { useApi } from '@portal/core';
import { z } from 'zod';

const meSchema = z.object({ priwattiUserId: z.string() });

/**
 * The signed-in user's own id. Not useUserId: while acting for a customer that is the customer's,
 * and a person's read rights are always their own (the routes are `ownUserId`).
 */
export function useOwnUserId(): string | null {
  return useApi('/api/v2/me', meSchema).data?.priwattiUserId ?? null;
}
