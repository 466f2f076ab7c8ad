// One library build for every package (core, config, plugins, and any later package): JS and bundled
// .d.ts into the package's dist/, exactly where its "exports" point. `npm run build:packages`
// (scripts/build-packages) builds them all; `rollup -c ../rollup.config.mjs` from a package's folder
// builds that one. It reads the package's own package.json, so adding an entry to "exports" is all it
// takes to build another entry point.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import json from '@rollup/plugin-json';
import esbuild from 'rollup-plugin-esbuild';
import { dts } from 'rollup-plugin-dts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const repoTsconfig = resolve(repoRoot, 'tsconfig.base.json');

/**
 * "exports" entries with a source and a built path, e.g. "./server" → src/server.ts → dist/server.js.
 * The rollup entry name is the built path without dist/ and .js, so the output lands exactly where
 * "import" and "types" point.
 */
function entriesFromExports(packageJson) {
  const entries = {};
  for (const [subpath, target] of Object.entries(packageJson.exports ?? {})) {
    if (typeof target !== 'object' || !target.source || !target.import) continue;
    const name = target.import.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    if (name === target.import) throw new Error(`${packageJson.name}: exports["${subpath}"].import must point into ./dist`);
    entries[name] = target.source;
  }
  if (Object.keys(entries).length === 0) throw new Error(`${packageJson.name}: no "exports" entries with a source to build`);
  return entries;
}

/**
 * A library never bundles another package: every bare import stays an import, so the app's bundler
 * (or Node) resolves and dedupes it: one copy of core, React, the router and styled-components per
 * portal (DESIGN §2). Only the package's own relative imports are bundled.
 */
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
function isExternal(id) {
  if (builtins.has(id) || id.startsWith('node:')) return true;
  return !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:[\\/]/.test(id);
}

/**
 * tsc writes an inferred type that names another module inline, `typeof import("./web/Page")` (a
 * manifest's lazy `component: () => import('./web/Page')`). rollup-plugin-dts follows only import
 * statements, so it would leave `./web/Page` as an import of a file dist/ does not have. Hoisting each
 * relative `import("…")` type into an `import type * as` statement lets it bundle that module's types.
 */
function hoistRelativeImportTypes() {
  return {
    name: 'portal:hoist-relative-import-types',
    transform(code, id) {
      if (!id.endsWith('.d.ts')) return null;
      const names = new Map();
      const hoist = (text) =>
        text.replace(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g, (_, specifier) => {
          if (!names.has(specifier)) names.set(specifier, `__importedType${names.size}`);
          return names.get(specifier);
        });
      // Comments (a doc comment may show `import('./sv')` as an example) stay as they are.
      const body = code
        .split(/(\/\*[\s\S]*?\*\/|\/\/[^\n]*)/)
        .map((part, index) => (index % 2 === 1 ? part : hoist(part)))
        .join('');
      if (names.size === 0) return null;
      const imports = [...names].map(([specifier, name]) => `import type * as ${name} from ${JSON.stringify(specifier)};`);
      return { code: `${imports.join('\n')}\n${body}`, map: null };
    },
  };
}

/**
 * Rollup options for the package in `packageDir`: the JS build, and the .d.ts build. With
 * `declarationsDir` (where one `tsc` run has emitted every package's declarations, mirroring the
 * repository's layout: scripts/build-packages/declarations.mjs) the .d.ts build only bundles those files; without
 * it, rollup-plugin-dts compiles the package's sources itself, which costs a TypeScript program per
 * package (about 8 s of CPU for a plugin, as each program also reads core's sources).
 */
export function packageBuildOptions(packageDir, { declarationsDir } = {}) {
  const packageJson = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8'));
  const entries = entriesFromExports(packageJson);
  const sourceInput = Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, resolve(packageDir, source)]));
  const declarationInput = declarationsDir
    ? Object.fromEntries(
        Object.entries(entries).map(([name, source]) => [
          name,
          resolve(declarationsDir, relative(repoRoot, resolve(packageDir, source))).replace(/\.tsx?$/, '.d.ts'),
        ]),
      )
    : sourceInput;
  const dist = resolve(packageDir, 'dist');
  return [
    {
      input: sourceInput,
      external: isExternal,
      // Plugins read their own version from package.json, so a manifest's version never drifts from it.
      plugins: [json(), esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: repoTsconfig, sourceMap: true })],
      output: { dir: dist, format: 'es', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
    {
      input: declarationInput,
      external: isExternal,
      plugins: [
        ...(declarationsDir ? [hoistRelativeImportTypes()] : []),
        dts(declarationsDir ? {} : { tsconfig: repoTsconfig, compilerOptions: { noEmit: false, declaration: true } }),
      ],
      output: { dir: dist, format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
    },
  ];
}

// A function, so importing packageBuildOptions (scripts/build-packages) does not build the cwd's package.
export default () => packageBuildOptions(process.cwd());
