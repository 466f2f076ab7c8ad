import { ApiError, notFound, preparedSql, type Queryable } from '@portal/core/server';

/** A use place's own feature (DESIGN §3 level 3), as location_features stores it. */
export interface PlaceFeatureState {
  readonly enabled: boolean;
  readonly readOnly: boolean;
  /** False when the place says nothing about the feature. */
  readonly known: boolean;
}

/** requirements §5: a feature the place does not list is disabled, read-only and unknown. */
const ABSENT: PlaceFeatureState = Object.freeze({ enabled: false, readOnly: true, known: false });

const PLACE_FEATURE = preparedSql(
  'consumption_place_feature',
  'select enabled, read_only from location_features where location_identifier = $1 and feature = $2',
);

export async function loadPlaceFeature(db: Queryable, locationIdentifier: string, feature: string): Promise<PlaceFeatureState> {
  const { rows } = await db.query<{ enabled: boolean; read_only: boolean }>(PLACE_FEATURE, [locationIdentifier, feature]);
  const row = rows[0];
  return row ? { enabled: row.enabled, readOnly: row.read_only, known: true } : ABSENT;
}

/**
 * Reading needs the feature enabled; a disabled (or absent) one answers 404 like a flag that is off,
 * because for this place the feature does not exist. Read-only still reads.
 */
export async function requireEnabledPlaceFeature(db: Queryable, locationIdentifier: string, feature: string): Promise<void> {
  if (!(await loadPlaceFeature(db, locationIdentifier, feature)).enabled) throw notFound('Feature');
}

/**
 * Writing needs the feature enabled and not read-only. The place itself is visible to the caller at
 * this point, so the refusal is a 403 that says why, not a 404.
 */
export async function requireWritablePlaceFeature(db: Queryable, locationIdentifier: string, feature: string): Promise<void> {
  const state = await loadPlaceFeature(db, locationIdentifier, feature);
  if (!state.enabled || state.readOnly) {
    throw new ApiError('FORBIDDEN', `The ${feature} feature of this place is read-only`);
  }
}
