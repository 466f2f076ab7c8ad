import { composeFlagCatalogue, type CatalogueFlag, type FlagCatalogue, type FlagValues, type ServerPlugin } from '@portal/core/server';

/**
 * The flag catalogue of a test server: the plugins' own declarations plus the flags their manifests or
 * the test's company name without declaring them, all on unless the company sets them (TEST_COMPANY's
 * "every flag on"). A plugin is then testable without the plugin that owns a flag it uses.
 */
export function testFlagCatalogue(plugins: readonly ServerPlugin[], flagDefaults: FlagValues): FlagCatalogue {
  const own = composeFlagCatalogue(plugins).map((flag) => ({ ...flag, default: true }));
  const known = new Set(own.map((flag) => flag.key));
  const borrowed: CatalogueFlag[] = [];
  for (const key of [...plugins.flatMap((plugin) => (plugin.flag ? [plugin.flag] : [])), ...Object.keys(flagDefaults)]) {
    if (known.has(key)) continue;
    known.add(key);
    borrowed.push({ key, default: true, description: 'Used by a plugin under test or named by the test', pluginId: 'test' });
  }
  return [...own, ...borrowed];
}
