// A bundled .d.ts may import only files that exist in dist/: rollup-plugin-dts leaves a module it did
// not bundle as an import of its original path (the reason for rollup.config.mjs's
// hoistRelativeImportTypes), which a consumer's TypeScript then cannot find.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

function declarationFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return declarationFiles(file);
    return file.endsWith('.d.ts') ? [file] : [];
  });
}

/** `<file>: <specifier>` for each relative import of `<packageDir>/dist/**.d.ts` that names no file. */
export function danglingTypeImports(packageDir) {
  const dangling = [];
  for (const file of declarationFiles(join(packageDir, 'dist'))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = join(dirname(file), specifier).replace(/\.js$/, '');
      if (![`${target}.d.ts`, join(target, 'index.d.ts')].some((candidate) => existsSync(candidate))) {
        dangling.push(`${relative(packageDir, file)}: ${specifier}`);
      }
    }
  }
  return dangling;
}
