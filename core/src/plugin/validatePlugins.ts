import { CORE_API_VERSION } from './apiVersion';
import type { PluginManifest } from './definePlugin';

export class PluginValidationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid plugin set:\n  - ${problems.join('\n  - ')}`);
    this.name = 'PluginValidationError';
  }
}

const PLUGIN_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * Checked once at start-up, so a broken plugin set fails loudly with every problem listed instead
 * of rendering a half-working portal.
 */
export function validatePlugins(plugins: readonly PluginManifest[]): void {
  const problems: string[] = [];
  const pluginIds = new Set<string>();
  const contributionIds = new Map<string, string>();

  const claim = (pluginId: string, what: string, id: string) => {
    if (!id.startsWith(`${pluginId}.`) || id.length <= pluginId.length + 1) {
      problems.push(`${what} "${id}" of plugin "${pluginId}" is not namespaced; name it "${pluginId}.<name>"`);
    }
    const owner = contributionIds.get(`${what}:${id}`);
    if (owner !== undefined) {
      problems.push(`${what} "${id}" is declared twice (plugins "${owner}" and "${pluginId}")`);
    }
    contributionIds.set(`${what}:${id}`, pluginId);
  };

  for (const plugin of plugins) {
    if (!PLUGIN_ID.test(plugin.id)) {
      problems.push(`plugin id "${plugin.id}" must be lower-case kebab case`);
    }
    if (pluginIds.has(plugin.id)) problems.push(`plugin "${plugin.id}" is registered twice`);
    pluginIds.add(plugin.id);
    if (plugin.apiVersion !== CORE_API_VERSION) {
      problems.push(
        `plugin "${plugin.id}" was built for core apiVersion ${plugin.apiVersion}, but this core implements ${CORE_API_VERSION}`,
      );
    }
    for (const route of plugin.routes ?? []) claim(plugin.id, 'route', route.ref.id);
    for (const step of plugin.menu ?? []) claim(plugin.id, 'menu step', step.id);
    for (const modal of plugin.modals ?? []) claim(plugin.id, 'modal', modal.ref.id);
    for (const slot of plugin.slots ?? []) claim(plugin.id, 'slot contribution', slot.id);
    for (const service of plugin.services ?? []) claim(plugin.id, 'service', service.ref.id);
  }
  if (problems.length > 0) throw new PluginValidationError(problems);
}
