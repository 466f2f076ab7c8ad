import type { FlagDeclaration, FlagDeclarations } from './flagDeclaration';
import type { EffectiveFlags, FeatureFlagKey, FlagValues } from './featureFlags';

/** A declared flag with the plugin that owns it. */
export interface CatalogueFlag extends FlagDeclaration {
  readonly pluginId: string;
}

/** Every flag of a company's plugin set: what the admin flag screen lists and resolveFlags resolves. */
export type FlagCatalogue = readonly CatalogueFlag[];

/** What a web manifest or a server plugin contributes to the catalogue. */
export interface FlagOwner {
  readonly id: string;
  readonly flags?: FlagDeclarations;
}

export class FlagCatalogueError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid feature flags:\n  - ${problems.join('\n  - ')}`);
    this.name = 'FlagCatalogueError';
  }
}

/**
 * The catalogue of the given plugins, in plugin order. A key declared by two plugins is refused: whose
 * description and default would win is not something to decide by load order.
 */
export function composeFlagCatalogue(plugins: readonly FlagOwner[]): FlagCatalogue {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  const catalogue: CatalogueFlag[] = [];
  for (const plugin of plugins) {
    for (const flag of plugin.flags ?? []) {
      const owner = owners.get(flag.key);
      if (owner !== undefined && owner !== plugin.id) {
        problems.push(
          `flag "${flag.key}" is declared by both plugin "${owner}" and plugin "${plugin.id}": one plugin owns a flag, the other gates on it`,
        );
        continue;
      }
      if (owner === plugin.id) continue;
      owners.set(flag.key, plugin.id);
      catalogue.push({ key: flag.key, default: flag.default, description: flag.description, pluginId: plugin.id });
    }
  }
  if (problems.length > 0) throw new FlagCatalogueError(problems);
  return Object.freeze(catalogue);
}

export function catalogueHas(catalogue: FlagCatalogue, key: string): boolean {
  return catalogue.some((flag) => flag.key === key);
}

/**
 * Effective flags: the runtime override, else the company's default, else the declaration's default.
 * Only catalogue keys are answered; a key no plugin of the set declares (a stored override of a removed
 * flag, a flag of a plugin the company does not ship) is ignored, and `isOn` of it is false.
 */
export function resolveFlags(catalogue: FlagCatalogue, companyDefaults: FlagValues, overrides: FlagValues = {}): EffectiveFlags {
  const result: Record<FeatureFlagKey, boolean> = {};
  for (const flag of catalogue) result[flag.key] = overrides[flag.key] ?? companyDefaults[flag.key] ?? flag.default;
  return result;
}
