import { locationFeatureState, useApi } from '@portal/core';
import { z } from 'zod';

const contentSchema = z
  .object({
    content: z.array(
      z
        .object({
          location: z.object({ locationIdentifier: z.string(), name: z.string(), displayName: z.string().nullable() }).passthrough(),
          features: z.array(z.object({ feature: z.string(), enabled: z.boolean(), readOnly: z.boolean() }).passthrough()),
        })
        .passthrough(),
    ),
  })
  .passthrough();

export interface SpotPlace {
  readonly locationIdentifier: string;
  readonly name: string;
}

/**
 * The signed-in user's places whose own marketPrice feature is on (requirements §5: absent = disabled), read
 * from the location content every page already has cached. Null user (a visitor): no call at all.
 */
export function useSpotPlaces(userId: string | null) {
  const content = useApi(userId ? `/api/v2/servicelocation/user/${encodeURIComponent(userId)}/content` : null, contentSchema);
  const places: SpotPlace[] | undefined = content.data?.content
    .filter((item) => locationFeatureState(item.features, 'marketPrice').enabled)
    .map((item) => ({ locationIdentifier: item.location.locationIdentifier, name: item.location.displayName ?? item.location.name }));
  return { places, error: content.error, retry: () => void content.mutate() };
}
