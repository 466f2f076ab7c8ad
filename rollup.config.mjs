// One library build for every package (core, config, plugins): run from the package's folder as
// `rollup -c ../rollup.config.mjs` (or ../../ from plugins). It reads the package's own package.json,
// so adding an entry to "exports" is all it takes to build another entry point.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import json from '@rollup/plugin-json';
import esbuild from 'rollup-plugin-esbuild';
import { dts } from 'rollup-plugin-dts';

const packageDir = process.cwd();
const packageJson = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8'));
const repoTsconfig = fileURLToPath(new URL('./tsconfig.base.json', import.meta.url));

/**
 * "exports" entries with a source and a built path, e.g. "./server" → src/server.ts → dist/server.js.
 * The rollup entry name is the built path without dist/ and .js, so the output lands exactly where
 * "import" and "types" point.
 */
function entriesFromExports(exportsField) {
  const entries = {};
  for (const [subpath, target] of Object.entries(exportsField ?? {})) {
    if (typeof target !== 'object' || !target.source || !target.import) continue;
    const name = target.import.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    if (name === target.import) throw new Error(`${packageJson.name}: exports["${subpath}"].import must point into ./dist`);
    entries[name] = resolve(packageDir, target.source);
  }
  if (Object.keys(entries).length === 0) throw new Error(`${packageJson.name}: no "exports" entries with a source to build`);
  return entries;
}

/**
 * Dependencies and peer dependencies stay imports, so the app's bundler dedupes them: one copy of
 * core, React, the router and styled-components per portal (DESIGN §2). Subpaths such as
 * react/jsx-runtime or @portal/core/testing count as their package.
 */
const externalPackages = [
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys(packageJson.peerDependencies ?? {}),
  ...Object.keys(packageJson.optionalDependencies ?? {}),
];
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
function isExternal(id) {
  if (builtins.has(id) || id.startsWith('node:')) return true;
  return externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
}

const input = entriesFromExports(packageJson.exports);

export default [
  {
    input,
    external: isExternal,
    // Plugins read their own version from package.json, so a manifest's version never drifts from it.
    plugins: [json(), esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: repoTsconfig, sourceMap: true })],
    output: { dir: 'dist', format: 'es', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  },
  {
    input,
    external: isExternal,
    plugins: [dts({ tsconfig: repoTsconfig, compilerOptions: { noEmit: false, declaration: true } })],
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
  },
];
