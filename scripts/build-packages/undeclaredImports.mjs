// A built package may import only Node's modules and packages its package.json declares (dependencies
// or peerDependencies): in this repository every workspace package is reachable through the root
// node_modules, so an undeclared import works here and fails only once the package is installed
// elsewhere. Checked on the built JS, which is exactly what an outside install runs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const STATIC_IMPORT = /^(?:import|export)\b[^;'"]*?(?:from\s*)?['"]([^'".][^'"]*)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'".][^'"]*)['"]\s*\)/g;

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return jsFiles(file);
    return file.endsWith('.js') ? [file] : [];
  });
}

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** The bare imports of `<packageDir>/dist` that name no declared dependency, e.g. `['@portal/config']`. */
export function undeclaredImports(packageDir) {
  const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(packageJson.dependencies ?? {}), ...Object.keys(packageJson.peerDependencies ?? {}), packageJson.name]);
  const undeclared = new Set();
  for (const file of jsFiles(join(packageDir, 'dist'))) {
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of [...code.matchAll(STATIC_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)]) {
      if (!isBuiltin(specifier) && !declared.has(packageOf(specifier))) undeclared.add(packageOf(specifier));
    }
  }
  return [...undeclared].sort();
}
