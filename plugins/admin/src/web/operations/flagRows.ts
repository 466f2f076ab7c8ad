import type { AdminFlagOverride, AdminFlags } from '../../contract/operations';

/** One flag as the screen shows it: the company default, its company-wide override, and the result. */
export interface FlagRow {
  readonly flag: string;
  /** The plugin that declares the flag, and what the flag switches (its declaration). */
  readonly pluginId: string;
  readonly description: string;
  readonly defaultValue: boolean;
  readonly companyOverride: AdminFlagOverride | null;
  readonly userOverrides: readonly AdminFlagOverride[];
  /** What a customer without a personal override gets (the override wins over the default). */
  readonly effective: boolean;
}

export function flagRows(data: AdminFlags): FlagRow[] {
  return data.catalogue
    .map((declared) => declared.key)
    .sort((a, b) => a.localeCompare(b))
    .map((flag) => {
      const declared = data.catalogue.find((entry) => entry.key === flag)!;
      const forFlag = data.overrides.filter((override) => override.flag === flag);
      const companyOverride = forFlag.find((override) => override.userId === null) ?? null;
      const defaultValue = data.defaults[flag] ?? false;
      return {
        flag,
        pluginId: declared.pluginId,
        description: declared.description,
        defaultValue,
        companyOverride,
        userOverrides: forFlag.filter((override) => override.userId !== null),
        effective: companyOverride ? companyOverride.value : defaultValue,
      };
    });
}
