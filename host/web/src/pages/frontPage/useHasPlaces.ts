import { useApi, useUserId, type ResponseSchema } from '@portal/core';

/**
 * requirements §7's service-location content call, read only for how many places the user has. The same URL
 * (and so the same SWR entry) as the plugins' reads of it, so the answer is kept whole for them.
 */
interface PlaceContent {
  readonly content: readonly unknown[];
}

const contentSchema: ResponseSchema<PlaceContent> = {
  safeParse(value) {
    const content = typeof value === 'object' && value !== null ? (value as { content?: unknown }).content : undefined;
    return Array.isArray(content)
      ? { success: true, data: value as PlaceContent }
      : { success: false, error: { issues: [{ path: ['content'], message: 'Expected an array' }] } };
  },
};

const contentPath = (userId: string) => `/api/v2/servicelocation/user/${encodeURIComponent(userId)}/content`;

/** undefined while unknown (or when the read failed: the cards then say what failed themselves). */
export function useHasPlaces(): boolean | undefined {
  const userId = useUserId();
  const content = useApi(userId ? contentPath(userId) : null, contentSchema);
  return content.data ? content.data.content.length > 0 : undefined;
}
