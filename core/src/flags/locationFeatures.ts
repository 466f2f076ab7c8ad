/**
 * Per-location (and per-user) features carried on location content (requirements §3 "features").
 * requirements §5: a feature that is absent is treated as disabled, read-only and unknown.
 */
export interface FeatureQualifier {
  readonly type: string;
  readonly description: string;
}

export interface LocationFeature {
  readonly feature: string;
  readonly enabled: boolean;
  readonly readOnly: boolean;
  readonly qualifiers?: readonly FeatureQualifier[];
}

export interface LocationFeatureState {
  readonly enabled: boolean;
  readonly readOnly: boolean;
  /** False when the location says nothing about the feature. */
  readonly known: boolean;
  readonly qualifiers: readonly FeatureQualifier[];
}

const ABSENT: LocationFeatureState = Object.freeze({ enabled: false, readOnly: true, known: false, qualifiers: [] });

export function locationFeatureState(features: readonly LocationFeature[] | undefined, feature: string): LocationFeatureState {
  const found = features?.find((f) => f.feature === feature);
  if (!found) return ABSENT;
  return { enabled: found.enabled, readOnly: found.readOnly, known: true, qualifiers: found.qualifiers ?? [] };
}
