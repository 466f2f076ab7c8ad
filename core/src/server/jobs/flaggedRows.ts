import type { FeatureFlagKey } from '../../flags/featureFlags';
import type { JobContext, JobFlagScope } from './jobs';

/**
 * The rows whose customer has every one of `flags` on (JobContext.isFlagOn; memoised per run, so a
 * list of thousands costs one override read per company). A job that acts for customers of a flagged
 * feature filters its rows with this before it notifies or writes anything, so a flag switched off
 * for a company or a user stops the job for exactly them, as it stops the routes.
 */
export async function rowsWithFlagsOn<R>(
  context: Pick<JobContext, 'isFlagOn'>,
  flags: FeatureFlagKey | readonly FeatureFlagKey[],
  rows: readonly R[],
  scopeOf: (row: R) => JobFlagScope,
): Promise<R[]> {
  const wanted = typeof flags === 'string' ? [flags] : flags;
  const kept: R[] = [];
  for (const row of rows) {
    const scope = scopeOf(row);
    let on = true;
    for (const flag of wanted) if (on) on = await context.isFlagOn(flag, scope);
    if (on) kept.push(row);
  }
  return kept;
}
