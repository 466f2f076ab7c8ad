import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DISTRIBUTIONS } from '@portal/config';
import type { ServerPlugin } from '@portal/core/server';

/**
 * The server composes its plugins from @portal/config like the web build does: each plugin id of a
 * distribution is the package `@portal/plugin-<id>` (host/web/build/companyPluginsModule.ts), and its
 * server part is that package's `./server` export. Node resolves it: to the TypeScript source under
 * `--conditions=source` (npm start, tests), to the built dist/server.js otherwise (production). A
 * package outside this repository, installed into node_modules, is found the same way.
 */
export function pluginPackageName(pluginId: string): string {
  return `@portal/plugin-${pluginId}`;
}

const require = createRequire(import.meta.url);

/** The package's package.json, looked up along Node's node_modules path (its "exports" hide it from import). */
function packageManifest(packageName: string): { exports?: Record<string, unknown> } {
  for (const dir of require.resolve.paths(packageName) ?? []) {
    const manifestPath = path.join(dir, packageName, 'package.json');
    if (existsSync(manifestPath)) return JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports?: Record<string, unknown> };
  }
  throw new Error(
    `${packageName} is not installed: a company configuration names plugin "${packageName.replace('@portal/plugin-', '')}", so its package must be a dependency of the server`,
  );
}

function looksLikeServerPlugin(value: unknown): value is ServerPlugin {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServerPlugin).id === 'string' &&
    typeof (value as ServerPlugin).apiVersion === 'number'
  );
}

/**
 * The server plugins of the given plugin ids, in their order. A package without a `./server` export
 * (web-only, e.g. customer-service), or whose server entry exports no server plugin, contributes
 * none. A server entry whose server plugin has another id is a packaging mistake and stops the start.
 */
export async function loadServerPlugins(pluginIds: readonly string[]): Promise<ServerPlugin[]> {
  const plugins: ServerPlugin[] = [];
  for (const pluginId of pluginIds) {
    const packageName = pluginPackageName(pluginId);
    if (!packageManifest(packageName).exports?.['./server']) continue;
    const entry = (await import(/* @vite-ignore */ `${packageName}/server`)) as Record<string, unknown>;
    const found = [...new Set(Object.values(entry).filter(looksLikeServerPlugin))];
    const stranger = found.find((plugin) => plugin.id !== pluginId);
    if (stranger)
      throw new Error(`${packageName}/server exports server plugin "${stranger.id}"; the package of plugin "${pluginId}" may export only its own`);
    plugins.push(...found);
  }
  return plugins;
}

/**
 * Every plugin id some company ships. One database serves all three companies' servers, so every
 * server migrates the tables of all of them (the same schema whichever company starts first), and
 * mounts only its own company's (buildServer filters by the distribution's pluginIds).
 */
export function pluginIdsOfEveryDistribution(): string[] {
  return [...new Set(Object.values(DISTRIBUTIONS).flatMap((distribution) => distribution.pluginIds))].sort();
}

/** The server plugins of every distribution: what the server migrates, and hands to buildServer. */
export function serverPluginsOfEveryDistribution(): Promise<ServerPlugin[]> {
  return loadServerPlugins(pluginIdsOfEveryDistribution());
}
