import type { FlagValues } from '../flags/featureFlags';
import { composeFlagCatalogue, type CatalogueFlag, type FlagCatalogue } from '../flags/flagCatalogue';
import type { Gate } from '../gating/gate';
import type { PluginManifest } from '../plugin/definePlugin';

/** Owner shown for flags the test kit adds because a test or a gate names them. */
export const TEST_FLAG_OWNER = 'test';

function gatesOf(plugin: PluginManifest): (Gate | undefined)[] {
  return [
    plugin.enabledWhen,
    ...(plugin.routes ?? []).map((route) => route.enabledWhen),
    ...(plugin.menu ?? []).map((step) => step.enabledWhen),
    ...(plugin.modals ?? []).map((modal) => modal.enabledWhen),
    ...(plugin.slots ?? []).map((slot) => slot.enabledWhen),
  ];
}

/**
 * The catalogue a test portal runs with: the plugins' own declarations, plus every flag their gates or
 * the test name that no plugin under test declares (off unless the test turns it on). A plugin is then
 * testable alone, without the plugin that owns a flag it gates on (b2b on locations' `locations`).
 */
export function testFlagCatalogue(plugins: readonly PluginManifest[], named: FlagValues = {}): FlagCatalogue {
  const own = composeFlagCatalogue(plugins);
  const known = new Set(own.map((flag) => flag.key));
  const borrowed: CatalogueFlag[] = [];
  const borrow = (key: string) => {
    if (known.has(key)) return;
    known.add(key);
    borrowed.push({ key, default: false, description: 'Named by a test or gated on by a plugin under test', pluginId: TEST_FLAG_OWNER });
  };
  for (const plugin of plugins) for (const gate of gatesOf(plugin)) if (gate?.flag !== undefined) borrow(gate.flag);
  for (const key of Object.keys(named)) borrow(key);
  return [...own, ...borrowed];
}

/** `'all'` turns on every flag of the catalogue; otherwise the named values. */
export function testFlagValues(catalogue: FlagCatalogue, flags: FlagValues | 'all' | undefined): FlagValues {
  if (flags === 'all') return Object.fromEntries(catalogue.map((flag) => [flag.key, true]));
  return flags ?? {};
}
