import { useApi } from '@portal/core';
import { LOCATION_API, locationDetailSchema } from '../../contract/locations';

/** requirements §3 location detail of one place, for every utility it has. */
export function useLocationDetail(userId: string | null, locationIdentifier: string) {
  return useApi(userId ? ([LOCATION_API.details(userId, locationIdentifier), { utilityType: 'ALL' }] as const) : null, locationDetailSchema);
}
