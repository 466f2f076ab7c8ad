import { locationFeatureState, useApi } from '@portal/core';
import { z } from 'zod';
import { placeContentPath } from './usePlaceFeatures';

const placesSchema = z
  .object({
    content: z.array(
      z
        .object({
          location: z
            .object({ locationIdentifier: z.string(), name: z.string(), displayName: z.string().nullable(), address: z.string() })
            .passthrough(),
          features: z.array(z.object({ feature: z.string(), enabled: z.boolean(), readOnly: z.boolean() }).passthrough()),
        })
        .passthrough(),
    ),
  })
  .passthrough();

export interface ConsumptionPlace {
  readonly locationIdentifier: string;
  readonly name: string;
  readonly address: string;
  readonly electricity: boolean;
  readonly districtHeating: boolean;
  /** The place's consumptionBudget feature (its budget can be shown). */
  readonly budget: boolean;
}

/** The user's places that have electricity or district heating consumption enabled (requirements §5 features). */
export function usePlaces(userId: string | null) {
  const content = useApi(userId ? placeContentPath(userId) : null, placesSchema);
  const places: ConsumptionPlace[] | undefined = content.data?.content
    .map((item) => ({
      locationIdentifier: item.location.locationIdentifier,
      name: item.location.displayName ?? item.location.name,
      address: item.location.address,
      electricity: locationFeatureState(item.features, 'consumption').enabled,
      districtHeating: locationFeatureState(item.features, 'districtHeatingConsumption').enabled,
      budget: locationFeatureState(item.features, 'consumptionBudget').enabled,
    }))
    .filter((p) => p.electricity || p.districtHeating);
  return { places, error: content.error, retry: () => void content.mutate() };
}
