// Reads a built company bundle (host/web/dist/<COMPANY>/) and tells what loads when: the JS the page
// loads before any lazy import, each lazy chunk, and which plugins' code is inside. Shared by the
// bundle benchmark (bench/bundle/run.mjs) and the build-gating check (scripts/checkBuildGating.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const HOST_WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_DIR = fileURLToPath(new URL('../../..', import.meta.url));

/** `folder` is `dist` (the normal build) or `dist-demo` (`npm run build:demo`). */
export function distDirOf(company, folder = 'dist') {
  return join(HOST_WEB_DIR, folder, company);
}

/** Every plugin package in the repository: its id is the folder name (`@portal/plugin-<id>`). */
export function pluginIdsInRepository() {
  const pluginsDir = join(REPO_DIR, 'plugins');
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * A plugin's fingerprint in minified JS: a string literal starting with `<id>.` (its namespaced route,
 * modal, slot or menu ids, which core's validatePlugins requires and minifiers keep). Plugin ids are
 * kebab case, so `-` needs no escaping.
 */
export function pluginMarker(pluginId) {
  return new RegExp(`["'\`]${pluginId}\\.[A-Za-z]`);
}

/**
 * Vite's manifest (build.manifest) lists each chunk's static `imports`; the initial JS is the entry
 * plus everything it imports statically, which is exactly what index.html loads (script + modulepreload).
 */
export function analyseBundle(company, folder = 'dist') {
  const distDir = distDirOf(company, folder);
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${relative(REPO_DIR, manifestPath)}: build ${company} first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

  const initialKeys = new Set();
  const visit = (key) => {
    if (initialKeys.has(key)) return;
    initialKeys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const initialFiles = new Set([...initialKeys].map((key) => manifest[key].file));
  const jsFiles = listFiles(distDir).filter((file) => file.endsWith('.js'));
  const chunks = jsFiles.map((file) => {
    const code = readFileSync(join(distDir, file));
    return {
      file,
      initial: initialFiles.has(file),
      bytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      code: code.toString('utf8'),
      ...sourcesOf(join(distDir, `${file}.map`)),
    };
  });
  const initial = chunks.filter((c) => c.initial);
  // Lazy chunks index.html preloads besides (the login page: host/web/build/firstScreenPreloadPlugin.ts).
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const preloaded = new Set([...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]));
  const preloadedLazy = chunks.filter((c) => !c.initial && preloaded.has(c.file));
  return {
    company,
    chunks,
    initialGzipBytes: sum(initial.map((c) => c.gzipBytes)),
    initialBytes: sum(initial.map((c) => c.bytes)),
    preloadedLazyGzipBytes: sum(preloadedLazy.map((c) => c.gzipBytes)),
    preloadedLazyFiles: preloadedLazy.map((c) => c.file),
    lazy: chunks.filter((c) => !c.initial),
  };
}

/** Plugin ids whose fingerprint occurs anywhere in the company's emitted JS. */
export function pluginsFoundIn(analysis, pluginIds = pluginIdsInRepository()) {
  return pluginIds.filter((id) => analysis.chunks.some((chunk) => pluginMarker(id).test(chunk.code)));
}

/** Modules from a package (e.g. `@visx/`) in the initial JS, found through the source maps. */
export function initialModulesFrom(analysis, packagePrefix) {
  return analysis.chunks
    .filter((chunk) => chunk.initial)
    .flatMap((chunk) => chunk.sources.filter((source) => source.includes(`node_modules/${packagePrefix}`)));
}

/** The chunk's source files (paths relative to the map) and their original text, from its source map. */
function sourcesOf(mapPath) {
  if (!existsSync(mapPath)) return { sources: [], sourcesContent: [] };
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  return { sources: map.sources ?? [], sourcesContent: map.sourcesContent ?? [] };
}

function listFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path, base);
    return [relative(base, path)];
  });
}

function sum(values) {
  return values.reduce((total, value) => total + value, 0);
}
