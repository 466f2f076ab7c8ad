import { randomUUID } from 'node:crypto';
import {
  ApiError,
  catalogueHas,
  preparedSql,
  resolveFlags,
  type CompanyCode,
  type EffectiveFlags,
  type FeatureFlagKey,
  type FlagCatalogue,
  type FlagOverride,
  type FlagValues,
  type Queryable,
} from '@portal/core/server';

interface OverrideRow {
  id: string;
  flag: string;
  user_id: string | null;
  value: boolean;
  created_at: Date;
  created_by: string | null;
}

function toOverride(row: OverrideRow): FlagOverride {
  return {
    id: row.id,
    flag: row.flag,
    userId: row.user_id,
    value: row.value,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  };
}

export async function listOverrides(db: Queryable, company: CompanyCode, catalogue: FlagCatalogue): Promise<FlagOverride[]> {
  const { rows } = await db.query<OverrideRow>(
    'SELECT id, flag, user_id, value, created_at, created_by FROM feature_flag_overrides WHERE company = $1 ORDER BY flag, user_id NULLS FIRST',
    [company],
  );
  // A removed flag (or one of a plugin the company no longer ships) may still have rows: they are
  // ignored rather than breaking the list; an override set again for it would need the flag back.
  return rows.filter((row) => catalogueHas(catalogue, row.flag)).map(toOverride);
}

/**
 * Declared defaults, company defaults, then company-wide overrides, then the user's own: the most
 * specific wins. Every catalogue key is present in the answer; stored rows of other keys are ignored.
 */
/** Prepared: every plugin route checks its flag with it. */
const EFFECTIVE_OVERRIDES = preparedSql(
  'feature_flag_overrides_effective',
  `SELECT flag, user_id, value FROM feature_flag_overrides
   WHERE company = $1 AND (user_id IS NULL OR user_id = $2)
   ORDER BY user_id NULLS FIRST`,
);

export async function effectiveFlags(
  db: Queryable,
  company: CompanyCode,
  catalogue: FlagCatalogue,
  defaults: FlagValues,
  userId?: string,
): Promise<EffectiveFlags> {
  const { rows } = await db.query<{ flag: string; user_id: string | null; value: boolean }>(EFFECTIVE_OVERRIDES, [company, userId ?? null]);
  const overrides: Partial<Record<FeatureFlagKey, boolean>> = {};
  for (const row of rows) overrides[row.flag] = row.value;
  return resolveFlags(catalogue, defaults, overrides);
}

export interface OverrideInput {
  readonly company: CompanyCode;
  readonly flag: FeatureFlagKey;
  readonly userId: string | null;
  readonly value: boolean;
  readonly createdBy: string;
}

const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown })?.code === '23503';

/** Creates the override, or replaces the one for the same company, flag and user. */
export async function upsertOverride(db: Queryable, input: OverrideInput, now: Date): Promise<FlagOverride> {
  try {
    const { rows } = await db.query<OverrideRow>(
      `INSERT INTO feature_flag_overrides (id, company, flag, user_id, value, created_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (company, flag, (coalesce(user_id, '')))
       DO UPDATE SET value = EXCLUDED.value, created_at = EXCLUDED.created_at, created_by = EXCLUDED.created_by
       RETURNING id, flag, user_id, value, created_at, created_by`,
      [randomUUID(), input.company, input.flag, input.userId, input.value, now, input.createdBy],
    );
    return toOverride(rows[0] as OverrideRow);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError('NOT_FOUND', 'User not found', 'body.userId');
    throw error;
  }
}

export async function deleteOverride(db: Queryable, company: CompanyCode, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM feature_flag_overrides WHERE company = $1 AND id = $2', [company, id]);
  return (result.affectedRows ?? 0) > 0;
}
