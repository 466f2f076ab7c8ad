import { composeFlagCatalogue, type CatalogueFlag, type FlagCatalogue, type FlagValues, type ServerPlugin } from '@portal/core/server';

/**
 * The flag catalogue of a test server: the plugins' own declarations plus the flags their manifests or
 * the test's company name without declaring them (off by default, like any declared flag). A plugin is
 * then testable without the plugin that owns a flag it uses.
 */
export function testFlagCatalogue(plugins: readonly ServerPlugin[], flagDefaults: FlagValues): FlagCatalogue {
  const own = composeFlagCatalogue(plugins);
  const known = new Set(own.map((flag) => flag.key));
  const borrowed: CatalogueFlag[] = [];
  for (const key of [...plugins.flatMap((plugin) => (plugin.flag ? [plugin.flag] : [])), ...Object.keys(flagDefaults)]) {
    if (known.has(key)) continue;
    known.add(key);
    borrowed.push({ key, default: false, description: 'Used by a plugin under test or named by the test', pluginId: 'test' });
  }
  return [...own, ...borrowed];
}

/** TEST_COMPANY's "every flag on": each catalogue flag on, then the company's own values. */
export function everyFlagOn(catalogue: FlagCatalogue, flagDefaults: FlagValues): FlagValues {
  return { ...Object.fromEntries(catalogue.map((flag) => [flag.key, true])), ...flagDefaults };
}
