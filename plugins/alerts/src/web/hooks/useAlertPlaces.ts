import { useApi, useUserId } from '@portal/core';
import { ALERTS_API, alertPlacesResponseSchema } from '../../contract';

/** The caller's places with the alerts each supports (the list and the settings page share the cache). */
export function useAlertPlaces() {
  const userId = useUserId();
  const places = useApi(userId ? ALERTS_API.places(userId) : null, alertPlacesResponseSchema);
  return { userId, ...places };
}
