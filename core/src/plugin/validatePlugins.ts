import { catalogueHas, composeFlagCatalogue, FlagCatalogueError, type FlagCatalogue } from '../flags/flagCatalogue';
import type { Gate } from '../gating/gate';
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
 * of rendering a half-working portal; the web build runs the same check on the company's plugin set
 * (host/web/build/validateCompanyPlugins.ts), so the mistake stops `npm run build` first. Each problem
 * says how to fix it.
 */
export function validatePlugins(plugins: readonly PluginManifest[], catalogue?: FlagCatalogue): void {
  const problems: string[] = [];
  const flags = catalogue ?? catalogueOf(plugins, problems);
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

  const checkGate = (pluginId: string, what: string, gate: Gate | undefined) => {
    if (gate?.flag !== undefined && !catalogueHas(flags, gate.flag)) {
      problems.push(
        `${what} of plugin "${pluginId}" is gated by flag "${gate.flag}", which no plugin of this set declares: declare it in the owning plugin's src/contract/flags.ts (and its manifest's flags), or ship the plugin that owns it`,
      );
    }
  };
  const routePaths = new Map<string, string>();

  for (const plugin of plugins) {
    checkGate(plugin.id, 'the manifest', plugin.enabledWhen);
    for (const route of plugin.routes ?? []) {
      const { ref } = route;
      checkGate(plugin.id, `route "${ref?.id}"`, route.enabledWhen);
      if (ref?.kind !== 'route' || typeof ref.defaultPath !== 'string') {
        problems.push(
          `a route of plugin "${plugin.id}" has no route ref: create it with createRouteRef({ id: '${plugin.id}.<name>', path: '/<path>' }) from @portal/core`,
        );
        continue;
      }
      if (!ref.defaultPath.startsWith('/')) {
        problems.push(
          `route "${ref.id}" of plugin "${plugin.id}" has path "${ref.defaultPath}": a route ref's path starts with "/" (createRouteRef({ id: '${ref.id}', path: '/${ref.defaultPath}' }))`,
        );
      }
      const pathOwner = routePaths.get(ref.defaultPath);
      if (pathOwner !== undefined) {
        problems.push(`routes "${pathOwner}" and "${ref.id}" both have path "${ref.defaultPath}": give one of them another path`);
      }
      routePaths.set(ref.defaultPath, ref.id);
    }
    for (const step of plugin.menu ?? []) {
      checkGate(plugin.id, `menu step "${step.id}"`, step.enabledWhen);
      if (step.route?.kind !== 'route' || typeof step.route.defaultPath !== 'string' || !step.route.defaultPath.startsWith('/')) {
        problems.push(
          `menu step "${step.id}" of plugin "${plugin.id}" has no route ref with a path: set route to a ref made by createRouteRef({ id, path: '/<path>' }), the one its page is declared with`,
        );
      }
    }
    if (typeof plugin.translations?.fi === 'function' && !plugin.translations.startup && (plugin.menu ?? []).length > 0) {
      problems.push(
        `plugin "${plugin.id}" loads its Finnish texts lazily but gives no translations.startup, so its menu labels would wait for them: add startup: { fi, sv, en } with the menu labels (see translations/startup.ts in the invoices plugin)`,
      );
    }
    for (const modal of plugin.modals ?? []) checkGate(plugin.id, `modal "${modal.ref.id}"`, modal.enabledWhen);
    for (const slot of plugin.slots ?? []) checkGate(plugin.id, `slot contribution "${slot.id}"`, slot.enabledWhen);
    if (!PLUGIN_ID.test(plugin.id)) {
      problems.push(`plugin id "${plugin.id}" must be lower-case kebab case`);
    }
    if (pluginIds.has(plugin.id)) problems.push(`plugin "${plugin.id}" is registered twice`);
    pluginIds.add(plugin.id);
    if (plugin.apiVersion !== CORE_API_VERSION) {
      problems.push(`plugin "${plugin.id}" was built for core apiVersion ${plugin.apiVersion}, but this core implements ${CORE_API_VERSION}`);
    }
    for (const route of plugin.routes ?? []) if (route.ref) claim(plugin.id, 'route', route.ref.id);
    for (const step of plugin.menu ?? []) claim(plugin.id, 'menu step', step.id);
    for (const modal of plugin.modals ?? []) claim(plugin.id, 'modal', modal.ref.id);
    for (const slot of plugin.slots ?? []) claim(plugin.id, 'slot contribution', slot.id);
    for (const service of plugin.services ?? []) claim(plugin.id, 'service', service.ref.id);
  }
  if (problems.length > 0) throw new PluginValidationError(problems);
}

/** The set's own catalogue; a flag declared twice is one more problem in the list, not a separate throw. */
function catalogueOf(plugins: readonly PluginManifest[], problems: string[]): FlagCatalogue {
  try {
    return composeFlagCatalogue(plugins);
  } catch (error) {
    if (!(error instanceof FlagCatalogueError)) throw error;
    problems.push(...error.problems);
    // Go on with each flag's first declaration, so the gates are still checked.
    const seen = new Set<string>();
    const firsts = plugins.map((plugin) => ({
      id: plugin.id,
      flags: (plugin.flags ?? []).filter((flag) => !seen.has(flag.key) && seen.add(flag.key)),
    }));
    return composeFlagCatalogue(firsts);
  }
}
