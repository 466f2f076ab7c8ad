import { FEATURE_FLAGS, type CompanyCode, type CompanyDistribution } from '@portal/core/server';
import type { CompanyPortal } from './company';

export interface LoadedCompanyPortal {
  readonly portal: CompanyPortal;
  /** Why the stand-in is used, when it is. */
  readonly fallbackReason?: string;
}

/**
 * The company's distribution from @portal/config (getDistribution). Loaded dynamically so the server
 * still starts when it cannot be loaded: then with every flag on and every discovered plugin mounted
 * (a development stand-in, not company gating); main.ts logs the reason loudly.
 */
export async function loadCompanyPortal(code: CompanyCode, availablePluginIds: readonly string[] = []): Promise<LoadedCompanyPortal> {
  const standIn = (): CompanyPortal => ({
    code,
    pluginIds: [...availablePluginIds],
    flagDefaults: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])),
  });
  try {
    const config = (await import('@portal/config')) as { getDistribution?: (code: CompanyCode) => CompanyDistribution };
    const found = config.getDistribution?.(code);
    if (found) return { portal: found };
    return { portal: standIn(), fallbackReason: `@portal/config has no distribution for ${code}` };
  } catch (error) {
    return { portal: standIn(), fallbackReason: `@portal/config could not be loaded: ${(error as Error).message}` };
  }
}
