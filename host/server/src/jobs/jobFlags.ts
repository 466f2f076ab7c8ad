import {
  COMPANIES,
  resolveFlags,
  type CompanyCode,
  type FeatureFlagKey,
  type FlagCatalogue,
  type FlagValues,
  type JobContext,
  type JobFlagScope,
  type Queryable,
} from '@portal/core/server';

/** Each company's flag defaults: the server's own from its portal config, the others' from their distributions. */
export type FlagDefaultsOf = (company: CompanyCode) => FlagValues;

type Overrides = Partial<Record<FeatureFlagKey, boolean>>;

interface CompanyOverrides {
  readonly companyWide: Overrides;
  readonly byUser: ReadonlyMap<string, Overrides>;
}

const isCompanyCode = (value: string): value is CompanyCode => (COMPANIES as readonly string[]).includes(value);

/**
 * The flag checks of one job run (JobContext.isFlagOn, usersWithFlagOn). Same rule as the routes'
 * effectiveFlags (flags/flagStore.ts) — company default, company-wide override, the user's override —
 * but a job asks for thousands of rows, so each company's overrides (a short, admin-written table)
 * are read whole, once per run, and answered from memory. A new run reads them again, so an
 * administrator's change reaches the next run.
 */
export function createJobFlags(
  db: Queryable,
  ownCompany: CompanyCode,
  defaultsOf: FlagDefaultsOf,
  catalogue: FlagCatalogue,
): Pick<JobContext, 'isFlagOn' | 'usersWithFlagOn'> {
  const loaded = new Map<CompanyCode, Promise<CompanyOverrides>>();

  async function load(company: CompanyCode): Promise<CompanyOverrides> {
    const { rows } = await db.query<{ flag: string; user_id: string | null; value: boolean }>(
      'SELECT flag, user_id, value FROM feature_flag_overrides WHERE company = $1',
      [company],
    );
    const companyWide: Overrides = {};
    const byUser = new Map<string, Overrides>();
    for (const row of rows) {
      // Rows of a removed flag may remain: resolveFlags answers catalogue keys only, as for the routes.
      if (row.user_id === null) companyWide[row.flag] = row.value;
      else byUser.set(row.user_id, { ...byUser.get(row.user_id), [row.flag]: row.value });
    }
    return { companyWide, byUser };
  }

  const overridesOf = (company: CompanyCode) => {
    const known = loaded.get(company);
    if (known) return known;
    const loading = load(company);
    loaded.set(company, loading);
    // A failed read is not kept: the job's retry (or the next call) reads again.
    loading.catch(() => loaded.delete(company));
    return loading;
  };

  async function isFlagOn(flag: FeatureFlagKey, { company, userId }: JobFlagScope): Promise<boolean> {
    if (!isCompanyCode(company)) return false;
    const { companyWide, byUser } = await overridesOf(company);
    const own = userId ? byUser.get(userId) : undefined;
    // The server's catalogue for every company: a job only asks about flags its own plugin declares.
    return resolveFlags(catalogue, defaultsOf(company), { ...companyWide, ...own })[flag] ?? false;
  }

  async function usersWithFlagOn(flag: FeatureFlagKey, userIds: readonly string[]): Promise<ReadonlySet<string>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Set();
    const { rows } = await db.query<{ user_id: string; company: string }>(
      'SELECT DISTINCT user_id, company FROM customerships WHERE user_id = ANY($1::text[])',
      [unique],
    );
    const companiesOf = new Map<string, string[]>();
    for (const row of rows) companiesOf.set(row.user_id, [...(companiesOf.get(row.user_id) ?? []), row.company]);
    const on = new Set<string>();
    for (const userId of unique) {
      // No customership: the portal they subscribed in is the server's own company.
      const companies = companiesOf.get(userId) ?? [ownCompany];
      for (const company of companies) {
        if (await isFlagOn(flag, { company, userId })) {
          on.add(userId);
          break;
        }
      }
    }
    return on;
  }

  return { isFlagOn, usersWithFlagOn };
}
