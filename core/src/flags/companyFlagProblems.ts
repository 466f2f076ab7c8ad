import type { FlagCatalogue } from './flagCatalogue';
import type { FlagValues } from './featureFlags';

export interface CompanyFlagCheck {
  readonly company: string;
  readonly flagDefaults: FlagValues;
  /** The catalogue of the company's plugin set. */
  readonly catalogue: FlagCatalogue;
  /** The catalogue of every plugin the host knows, to name the plugin a company forgot to ship. */
  readonly knownCatalogue?: FlagCatalogue;
}

/**
 * A company's flag defaults against its plugin set: a flag the company names must be declared by a
 * plugin it ships. Otherwise the line switches nothing (the plugin is not in the bundle or the server),
 * and someone reading the config would believe the feature is on. Both hosts refuse such a config: the
 * web build and the server start.
 */
export function companyFlagProblems({ company, flagDefaults, catalogue, knownCatalogue = [] }: CompanyFlagCheck): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(flagDefaults)) {
    if (catalogue.some((flag) => flag.key === key)) continue;
    const owner = knownCatalogue.find((flag) => flag.key === key)?.pluginId;
    problems.push(
      owner
        ? `company ${company} sets flag "${key}" of plugin "${owner}", which ${company} does not ship: add "${owner}" to its pluginIds or remove "${key}" from its flagDefaults`
        : `company ${company} sets flag "${key}", which no plugin ${company} ships declares: ship the plugin that owns it, or remove "${key}" from its flagDefaults`,
    );
  }
  return problems;
}
