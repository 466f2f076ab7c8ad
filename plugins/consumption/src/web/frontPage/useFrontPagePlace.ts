import { useUserId } from '@portal/core';
import { usePlaces, type ConsumptionPlace } from '../hooks/usePlaces';

export interface FrontPagePlace {
  readonly userId: string | null;
  /** All the user's places with consumption, once known. */
  readonly places: readonly ConsumptionPlace[] | undefined;
  /** The first (in the user's own order) place the card is about; undefined while loading or when none. */
  readonly place: ConsumptionPlace | undefined;
  readonly error: unknown;
  readonly retry: () => void;
}

/** Which place a front-page card shows: the user's first place that has what the card needs. */
export function useFrontPagePlace(has: (place: ConsumptionPlace) => boolean): FrontPagePlace {
  const userId = useUserId();
  const { places, error, retry } = usePlaces(userId);
  return { userId, places, place: places?.find(has), error, retry };
}
