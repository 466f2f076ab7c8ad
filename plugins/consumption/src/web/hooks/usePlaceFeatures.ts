import { locationFeatureState, useApi, type LocationFeatureState } from '@portal/core';
import { z } from 'zod';

/**
 * Only what this plugin needs from requirements §7's service-location content call (GET …/content): each
 * place's name and its per-location features. Read by URL, not by importing the locations plugin
 * (plugins never import each other); `passthrough` keeps the rest, so the SWR entry this shares with
 * the locations plugin's own read of the same URL stays whole for it.
 */
const placeContentSchema = z
  .object({
    content: z.array(
      z
        .object({
          location: z.object({ locationIdentifier: z.string(), name: z.string(), displayName: z.string().nullable() }).passthrough(),
          features: z.array(
            z
              .object({
                feature: z.string(),
                enabled: z.boolean(),
                readOnly: z.boolean(),
                qualifiers: z.array(z.object({ type: z.string(), description: z.string() })).optional(),
              })
              .passthrough(),
          ),
        })
        .passthrough(),
    ),
  })
  .passthrough();

export const placeContentPath = (userId: string) => `/api/v2/servicelocation/user/${encodeURIComponent(userId)}/content`;

export interface PlaceFeatures {
  /** Still loading: callers show nothing rather than flash a card that may be disabled. */
  readonly loading: boolean;
  readonly name: string | null;
  /** requirements §5: an absent feature is disabled, read-only and unknown. */
  readonly feature: (name: string) => LocationFeatureState;
}

export function usePlaceFeatures(userId: string | null, locationIdentifier: string): PlaceFeatures {
  const content = useApi(userId ? placeContentPath(userId) : null, placeContentSchema);
  const item = content.data?.content.find((i) => i.location.locationIdentifier === locationIdentifier);
  return {
    loading: content.data === undefined && content.error === undefined,
    name: item ? (item.location.displayName ?? item.location.name) : null,
    feature: (name) => locationFeatureState(item?.features, name),
  };
}
