import type { PluginManifest } from '@portal/core';

/**
 * Finds each package's manifest among its exports: the one whose `id` is the plugin id. Plugins name
 * their manifest export freely (`chatPlugin`, `accountPlugin`), so the host needs no naming rule.
 */
export function pluginsFromModules(
  modules: readonly { readonly id: string; readonly exports: Readonly<Record<string, unknown>> }[],
): PluginManifest[] {
  return modules.map(({ id, exports }) => {
    const manifest = Object.values(exports).find(
      (value): value is PluginManifest =>
        typeof value === 'object' &&
        value !== null &&
        (value as PluginManifest).id === id &&
        typeof (value as PluginManifest).apiVersion === 'number',
    );
    if (!manifest) throw new Error(`@portal/plugin-${id} exports no plugin manifest with id "${id}" (definePlugin({ id: '${id}', ... }))`);
    return manifest;
  });
}
