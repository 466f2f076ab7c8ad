import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** One TypeScript source the checker reads, with its path relative to the repository root. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

/**
 * Tests and their fixtures seed whatever tables a scenario needs (a b2b test plays a fake alerts
 * plugin); the rule is about what a part runs in production, so test files and test folders are skipped.
 */
function isTestSource(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || path.split(sep).some((segment) => segment === 'test' || segment === 'testing' || segment === '__fixtures__');
}

function sourcesUnder(root: string, folder: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestSource(path)) {
        files.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
      }
    }
  };
  try {
    walk(join(root, folder));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return files;
}

/** Every plugin's server sources, by plugin folder name (plugins/<id>/src/server). */
export function pluginServerSources(root: string): Map<string, SourceFile[]> {
  const plugins = new Map<string, SourceFile[]>();
  for (const entry of readdirSync(join(root, 'plugins'), { withFileTypes: true })) {
    if (entry.isDirectory()) plugins.set(entry.name, sourcesUnder(root, join('plugins', entry.name, 'src', 'server')));
  }
  return plugins;
}

/** The host server's sources: the platform's own tables are created there. */
export function hostServerSources(root: string): SourceFile[] {
  return sourcesUnder(root, join('host', 'server', 'src'));
}
