import { useSyncExternalStore } from 'react';
import type { FeatureFlagKey } from '../flags/featureFlags';
import type { LocationFeature, LocationFeatureState } from '../flags/locationFeatures';
import { FeatureFlagServiceRef } from '../services/flags/featureFlagService';
import { useService } from './useService';

/** Whether a runtime feature flag is on; re-renders when an override changes it. */
export function useFeature(flag: FeatureFlagKey): boolean {
  const flags = useService(FeatureFlagServiceRef);
  return useSyncExternalStore(flags.subscribe, () => flags.isOn(flag));
}

/** A feature of one location (requirements §5: absent = disabled, read-only, unknown). */
export function useLocationFeature(features: readonly LocationFeature[] | undefined, feature: string): LocationFeatureState {
  return useService(FeatureFlagServiceRef).locationFeature(features, feature);
}
