import { bindRouteScope, installRouteGuard, type RouteInventoryEntry, type ServerPlugin, type ServerPluginContext } from '@portal/core/server';
import Fastify, { type FastifyInstance } from 'fastify';

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The routes the given plugins would declare, learnt by registering them on a server that never listens. */
async function declaredRoutes(plugins: readonly ServerPlugin[], context: ServerPluginContext): Promise<RouteInventoryEntry[]> {
  const probe = Fastify({ logger: false });
  const entries: RouteInventoryEntry[] = [];
  await probe.register(
    async (api) => {
      installRouteGuard(api, {
        caller: async () => null,
        can: () => false,
        isFlagOn: async () => false,
        hint: () => undefined,
        record: (entry) => entries.push(entry),
      });
      for (const plugin of plugins) {
        if (!plugin.routes) continue;
        await api.register(async (scope) => {
          bindRouteScope(scope, { pluginId: plugin.id });
          // No services: an unmounted plugin's providers may be missing too, and this probe only
          // learns the declared paths; no handler ever runs on it.
          await plugin.routes?.(scope, context, {});
        });
      }
    },
    { prefix: '/api' },
  );
  await probe.ready();
  await probe.close();
  return entries;
}

/**
 * Development only (issue 19): a request to a path of a plugin that exists in the workspace but is
 * not in this company's set answers a plain 404 like any unknown path; the log says why, so a
 * developer who forgot to add the plugin to the company's `pluginIds` is not left guessing.
 */
export async function installUnmountedPluginHints(
  app: FastifyInstance,
  unmounted: readonly ServerPlugin[],
  context: ServerPluginContext,
): Promise<void> {
  if (unmounted.length === 0) return;
  const routes = (await declaredRoutes(unmounted, context)).map((entry) => ({ entry, pattern: pathPattern(entry.path) }));
  app.addHook('onResponse', async (request, reply) => {
    // Only requests no route matched: the not-found handler answered them.
    if (reply.statusCode !== 404 || request.routeOptions.url !== undefined) return;
    const path = request.url.split('?')[0] ?? '';
    const match = routes.find(({ entry, pattern }) => entry.method === request.method && pattern.test(path));
    if (!match) return;
    request.log.info(
      {
        hint: `${request.method} ${match.entry.path} belongs to plugin "${match.entry.pluginId}", which is not in company ${context.company}'s pluginIds`,
      },
      'development hint',
    );
  });
}
