import { createServiceRef } from '../../di/serviceRef';
import { createListenerSet } from '../../state/listenerSet';
import { resolveFlags, type FeatureFlagKey, type FlagValues } from '../../flags/featureFlags';
import {
  locationFeatureState,
  type LocationFeature,
  type LocationFeatureState,
} from '../../flags/locationFeatures';

/**
 * Runtime feature flags (DESIGN §3 level 2): company defaults with administrator overrides on top.
 * Subscribers hear every change, so routes, menu and modals re-evaluate without a reload.
 */
export interface FeatureFlagService {
  isOn(flag: FeatureFlagKey): boolean;
  /** The effective value of every flag; a new object after each change (safe for useSyncExternalStore). */
  getSnapshot(): Readonly<Record<FeatureFlagKey, boolean>>;
  /** Replaces all overrides (e.g. after the admin feature-flag list was loaded or changed). */
  setOverrides(overrides: FlagValues): void;
  subscribe(listener: () => void): () => void;
  /** Per-location features (DESIGN §3 level 3); absent = disabled, read-only, unknown. */
  locationFeature(features: readonly LocationFeature[] | undefined, feature: string): LocationFeatureState;
}

export const FeatureFlagServiceRef = createServiceRef<FeatureFlagService>({ id: 'core.featureFlags' });

export function createFeatureFlagService(options: { defaults: FlagValues; overrides?: FlagValues }): FeatureFlagService {
  let effective = resolveFlags(options.defaults, options.overrides);
  const listeners = createListenerSet();
  return {
    isOn: (flag) => effective[flag],
    getSnapshot: () => effective,
    setOverrides(overrides) {
      const next = resolveFlags(options.defaults, overrides);
      const changed = (Object.keys(next) as FeatureFlagKey[]).some((key) => next[key] !== effective[key]);
      if (!changed) return;
      effective = next;
      listeners.notify();
    },
    subscribe: listeners.subscribe,
    locationFeature: locationFeatureState,
  };
}
