import { ApiClientRef, useService } from '@portal/core';
import { useCallback } from 'react';
import {
  LOCATION_API,
  locationNameResponseSchema,
  type ContentResponse,
  type SetContentOrderBody,
  type LocationNameBody,
} from '../../contract/locations';

/** SWR's bound mutate, narrowed to what the writes need. */
type ContentMutate = (
  data: ContentResponse | ((current: ContentResponse | undefined) => ContentResponse | undefined),
  options: { revalidate: boolean },
) => Promise<unknown>;

/**
 * Reorder and rename. Both put the server's answer into the cached content list instead of fetching it
 * again, so the list shows exactly what was saved (the rename edits the cached raw answer in place). Failures reject: the list shows them in place
 * (a modal would take the user away from the item they were working on).
 */
export function useLocationWrites(userId: string | null, mutate: ContentMutate) {
  const api = useService(ApiClientRef);

  const saveOrder = useCallback(
    async (locationIdentifiers: readonly string[]) => {
      if (!userId) throw new Error('The user is not known yet');
      const body: SetContentOrderBody = { locationIdentifiers: [...locationIdentifiers] };
      // The answer goes into the cache as it arrived: the data cache keeps raw answers and each reader of
      // the content (consumption, market price, the admin card…) checks it with its own schema; this
      // plugin's schema would drop the fields only they read.
      const content = await api.post<unknown>(LOCATION_API.setContentOrder(userId), body);
      await mutate(content as ContentResponse, { revalidate: false });
    },
    [api, userId, mutate],
  );

  const rename = useCallback(
    async (locationIdentifier: string, displayName: string) => {
      if (!userId) throw new Error('The user is not known yet');
      const body: LocationNameBody = { displayName };
      const saved = await api.post(LOCATION_API.name(userId, locationIdentifier), body, {
        schema: locationNameResponseSchema,
      });
      await mutate(
        (current) =>
          current && {
            content: current.content.map((item) =>
              item.location.locationIdentifier === saved.locationIdentifier
                ? { ...item, location: { ...item.location, displayName: saved.displayName } }
                : item,
            ),
          },
        { revalidate: false },
      );
    },
    [api, userId, mutate],
  );

  return { saveOrder, rename };
}
