import type { Migration } from '@portal/core/server';

/**
 * The plugin keeps no tables: every insight is computed from the domain's raw intervals, contracts,
 * rates and temperatures when asked, and the monthly mail is deduplicated by core notify's dedupe key.
 */
export const monthlyInsightsMigrations: readonly Migration[] = [];
