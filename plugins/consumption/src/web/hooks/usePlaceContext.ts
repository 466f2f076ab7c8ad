import { useUserId } from '@portal/core';
import type { VatMode } from '../../contract';
import { usePlaceFeatures, type PlaceFeatures } from './usePlaceFeatures';
import { usePlaceVatMode } from './usePlaceVatMode';

export interface PlaceContext {
  readonly userId: string | null;
  readonly place: PlaceFeatures;
  readonly vat: VatMode;
}

/** What every card needs about its place: the user, the place's features and its VAT display default. */
export function usePlaceContext(locationIdentifier: string): PlaceContext {
  const userId = useUserId();
  const place = usePlaceFeatures(userId, locationIdentifier);
  const vat = usePlaceVatMode(userId, locationIdentifier);
  return { userId, place, vat };
}
