import { bindRouteScope, CORE_API_VERSION, type ServerPlugin, type ServerPluginContext, type WiredServices } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import type { CompanyPortal } from '../company';

/** Refuses to start on a plugin list that would misbehave at run time (DESIGN §2). */
export function checkServerPlugins(plugins: readonly ServerPlugin[]): void {
  const seen = new Set<string>();
  for (const plugin of plugins) {
    if (seen.has(plugin.id)) throw new Error(`Duplicate server plugin id "${plugin.id}"`);
    seen.add(plugin.id);
    if (plugin.apiVersion !== CORE_API_VERSION) {
      throw new Error(`Server plugin "${plugin.id}" was built for core API ${plugin.apiVersion}; this core is ${CORE_API_VERSION}`);
    }
  }
  // Services (one provider each, e.g. one API-key store) are checked when they are wired: wireCompanyServices.
}

/** The plugins this company ships; the others are not mounted at all. */
export function companyPlugins(plugins: readonly ServerPlugin[], company: CompanyPortal): ServerPlugin[] {
  return plugins.filter((plugin) => company.pluginIds.includes(plugin.id));
}

/**
 * Mounts each plugin's routes in its own encapsulated scope (already under /api). The scope carries the
 * plugin's flag and modes to core's route guard: while the flag is off for the caller, or the caller's
 * mode is not one the plugin serves, every route of it answers 404 (after the session check, so an
 * anonymous caller still gets 401): the feature does not exist for them.
 */
export async function mountPlugins(
  api: FastifyInstance,
  plugins: readonly ServerPlugin[],
  context: ServerPluginContext,
  services: WiredServices,
): Promise<void> {
  for (const plugin of plugins) {
    if (!plugin.routes) continue;
    const deps = services.depsOf(plugin.id, plugin.deps ?? {});
    await api.register(async (scope) => {
      bindRouteScope(scope, { pluginId: plugin.id, flag: plugin.flag, modes: plugin.modes, modeRefusal: plugin.modeRefusal });
      await plugin.routes?.(scope, context, deps);
    });
  }
}
