import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerPlugin } from '@portal/core/server';

function looksLikeServerPlugin(value: unknown): value is ServerPlugin {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServerPlugin).id === 'string' &&
    typeof (value as ServerPlugin).apiVersion === 'number' &&
    // A plugin without routes may still own flags the server must know (chat).
    ('routes' in value || 'migrations' in value || 'flags' in value)
  );
}

/**
 * The server parts of the workspace's plugin packages: every plugins/<name> whose package.json exports
 * `./server`. Adding a plugin package is then enough; no list in the host to forget. All are returned
 * (their migrations all run on the shared database); buildServer mounts only the company's.
 */
export async function discoverServerPlugins(repoRoot: string): Promise<ServerPlugin[]> {
  const pluginsDir = path.join(repoRoot, 'plugins');
  if (!existsSync(pluginsDir)) return [];
  const found: ServerPlugin[] = [];
  for (const entry of readdirSync(pluginsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const manifestPath = path.join(pluginsDir, entry.name, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string; exports?: Record<string, unknown> };
    const serverExport = manifest.exports?.['./server'] as { source?: string } | undefined;
    if (!serverExport?.source) continue;
    const sourcePath = path.join(pluginsDir, entry.name, serverExport.source);
    if (!existsSync(sourcePath)) continue;
    const module = (await import(pathToFileURL(sourcePath).href)) as Record<string, unknown>;
    const plugins = Object.values(module).filter(looksLikeServerPlugin);
    found.push(...plugins.filter((p, i) => plugins.indexOf(p) === i));
  }
  return found;
}
