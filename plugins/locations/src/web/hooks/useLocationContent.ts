import { useApi } from '@portal/core';
import { contentResponseSchema, LOCATION_API } from '../../contract/locations';

/** The user's content list; not fetched until the user id is known. */
export function useLocationContent(userId: string | null) {
  return useApi(userId ? LOCATION_API.content(userId) : null, contentResponseSchema);
}
