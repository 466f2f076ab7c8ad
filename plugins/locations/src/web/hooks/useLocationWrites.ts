import { ApiClientRef, useService } from '@portal/core';
import { useCallback } from 'react';
import {
  contentResponseSchema,
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
 * again, so the list shows exactly what was saved. Failures reject: the list shows them in place
 * (a modal would take the user away from the item they were working on).
 */
export function useLocationWrites(userId: string | null, mutate: ContentMutate) {
  const api = useService(ApiClientRef);

  const saveOrder = useCallback(
    async (locationIdentifiers: readonly string[]) => {
      if (!userId) throw new Error('The user is not known yet');
      const body: SetContentOrderBody = { locationIdentifiers: [...locationIdentifiers] };
      const content = await api.post(LOCATION_API.setContentOrder(userId), body, { schema: contentResponseSchema });
      await mutate(content, { revalidate: false });
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
