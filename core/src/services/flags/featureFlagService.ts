import { createServiceRef } from '../../di/serviceRef';
import { createListenerSet } from '../../state/listenerSet';
import { resolveFlags, type FlagCatalogue } from '../../flags/flagCatalogue';
import type { EffectiveFlags, FeatureFlagKey, FlagValues } from '../../flags/featureFlags';
import { locationFeatureState, type LocationFeature, type LocationFeatureState } from '../../flags/locationFeatures';

/**
 * Runtime feature flags (DESIGN §3 level 2): company defaults with administrator overrides on top.
 * Subscribers hear every change, so routes, menu and modals re-evaluate without a reload.
 */
export interface FeatureFlagService {
  /** False for a key no plugin of the company's set declares (its owner is not shipped). */
  isOn(flag: FeatureFlagKey): boolean;
  /** The effective value of every catalogue flag; a new object after each change (safe for useSyncExternalStore). */
  getSnapshot(): EffectiveFlags;
  /** The company's flag catalogue: every flag its plugins declare, with owner, default and description. */
  readonly catalogue: FlagCatalogue;
  /** Replaces all overrides (e.g. after the admin feature-flag list was loaded or changed). */
  setOverrides(overrides: FlagValues): void;
  subscribe(listener: () => void): () => void;
  /** Per-location features (DESIGN §3 level 3); absent = disabled, read-only, unknown. */
  locationFeature(features: readonly LocationFeature[] | undefined, feature: string): LocationFeatureState;
}

export const FeatureFlagServiceRef = createServiceRef<FeatureFlagService>({ id: 'core.featureFlags' });

export function createFeatureFlagService(options: { catalogue: FlagCatalogue; defaults: FlagValues; overrides?: FlagValues }): FeatureFlagService {
  const { catalogue } = options;
  let effective = resolveFlags(catalogue, options.defaults, options.overrides);
  const listeners = createListenerSet();
  return {
    isOn: (flag) => effective[flag] ?? false,
    catalogue,
    getSnapshot: () => effective,
    setOverrides(overrides) {
      const next = resolveFlags(catalogue, options.defaults, overrides);
      const changed = Object.keys(next).some((key) => next[key] !== effective[key]);
      if (!changed) return;
      effective = next;
      listeners.notify();
    },
    subscribe: listeners.subscribe,
    locationFeature: locationFeatureState,
  };
}
