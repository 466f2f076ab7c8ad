import { FEATURE_FLAGS, type CompanyCode, type CompanyDistribution } from '@portal/core/server';
import type { CompanyPortal } from './company';

export interface LoadedCompanyPortal {
  readonly portal: CompanyPortal;
  /** Why the stand-in is used, when it is. */
  readonly fallbackReason?: string;
}

/**
 * The company's distribution from @portal/config (getDistribution). Loaded dynamically so the server
 * still starts, with every flag on and no plugins, when the distribution cannot be loaded; main.ts
 * logs the reason loudly.
 */
export async function loadCompanyPortal(code: CompanyCode): Promise<LoadedCompanyPortal> {
  try {
    const config = (await import('@portal/config')) as { getDistribution?: (code: CompanyCode) => CompanyDistribution };
    const found = config.getDistribution?.(code);
    if (found) return { portal: found };
    return { portal: standIn(code), fallbackReason: `@portal/config has no distribution for ${code}` };
  } catch (error) {
    return { portal: standIn(code), fallbackReason: `@portal/config could not be loaded: ${(error as Error).message}` };
  }
}

function standIn(code: CompanyCode): CompanyPortal {
  return { code, pluginIds: [], flagDefaults: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) };
}
