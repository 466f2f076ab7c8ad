import { FEATURE_FLAGS, type CompanyCode, type CompanyDistribution } from '@portal/core/server';
import type { CompanyPortal } from './company';

/**
 * The company's distribution from @portal/config. Loaded dynamically so the server still starts
 * (with every flag on and no plugins) while that package has no distribution for the company.
 */
export async function loadCompanyPortal(code: CompanyCode): Promise<{ portal: CompanyPortal; fromConfig: boolean }> {
  try {
    const config = (await import('@portal/config')) as Record<string, unknown>;
    const found = Object.values(config).find(
      (value): value is CompanyDistribution =>
        typeof value === 'object' && value !== null && (value as { code?: unknown }).code === code && 'pluginIds' in value,
    );
    if (found) return { portal: found, fromConfig: true };
  } catch {
    // Fall through to the stand-in below; main.ts logs which one it uses.
  }
  return { portal: { code, pluginIds: [], flagDefaults: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) }, fromConfig: false };
}
