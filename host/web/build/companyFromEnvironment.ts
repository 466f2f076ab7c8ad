import type { CompanyCode } from '@portal/core';

/**
 * `COMPANY=KUO` → KUO; unset → VARE (the README's default). Anything else is a typo worth failing on.
 * The valid codes are passed in because this runs in Node while the build is configured, before the
 * workspace packages (TypeScript sources) can be imported directly.
 */
export function companyFromEnvironment(value: string | undefined, companies: readonly CompanyCode[]): CompanyCode {
  const code = (value ?? 'VARE').trim().toUpperCase();
  const found = companies.find((company) => company === code);
  if (found) return found;
  throw new Error(`COMPANY must be one of ${companies.join(', ')} (or ALL for the build script), not "${value}"`);
}
