// `npm run build:packages`: builds every library package (JS + bundled .d.ts into its dist/) with the
// shared rollup.config.mjs. The work is split by what it costs on a small machine:
// - one `tsc` process emits every package's declarations (scripts/build-packages/declarations.mjs);
// - meanwhile this process builds each package's JS (esbuild, cheap) with rollup's API, and checks
//   that it imports only packages its package.json declares (undeclaredImports.mjs);
// - then it bundles each package's .d.ts from the emitted declarations (no type work left), and checks
//   that they import no file dist/ lacks (danglingTypeImports.mjs).
// Prints the phases' times; exits non-zero naming every package that failed.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { packageBuildOptions } from '../../rollup.config.mjs';
import { danglingTypeImports } from './danglingTypeImports.mjs';
import { emitDeclarations } from './declarations.mjs';
import { undeclaredImports } from './undeclaredImports.mjs';
import { libraryPackages } from './workspacePackages.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function runRollup(options) {
  const bundle = await rollup({ ...options, onwarn: (warning, warn) => (warning.code === 'CIRCULAR_DEPENDENCY' ? undefined : warn(warning)) });
  try {
    await bundle.write(options.output);
  } finally {
    await bundle.close();
  }
}

const packages = libraryPackages(repoRoot);
const failed = new Set();
const declarations = emitDeclarations(repoRoot, packages);
// Stop an unhandled rejection while the JS builds run; the failure is reported after them.
declarations.catch(() => undefined);

for (const { dir, name } of packages) {
  rmSync(join(repoRoot, dir, 'dist'), { recursive: true, force: true });
  try {
    await runRollup(packageBuildOptions(join(repoRoot, dir))[0]);
    const undeclared = undeclaredImports(join(repoRoot, dir));
    if (undeclared.length > 0) {
      failed.add(name);
      console.error(
        `${name}: its built code imports ${undeclared.join(', ')}, which its package.json does not declare (dependencies or peerDependencies): it would fail once installed outside this repository`,
      );
    }
  } catch (error) {
    failed.add(name);
    console.error(`${name}: JS build failed: ${error.message}`);
  }
}
console.log(`JS of ${packages.length} packages built (${seconds()})`);

try {
  const declarationsDir = await declarations;
  console.log(`declarations emitted (${seconds()})`);
  for (const { dir, name } of packages) {
    try {
      await runRollup(packageBuildOptions(join(repoRoot, dir), { declarationsDir })[1]);
      const dangling = danglingTypeImports(join(repoRoot, dir));
      if (dangling.length > 0) {
        failed.add(name);
        console.error(`${name}: its .d.ts import files dist/ does not have: ${dangling.join('; ')}`);
      }
    } catch (error) {
      failed.add(name);
      console.error(`${name}: .d.ts build failed: ${error.message}`);
    }
  }
  console.log(`.d.ts of ${packages.length} packages bundled (${seconds()})`);
  rmSync(declarationsDir, { recursive: true, force: true });
} catch (error) {
  console.error(error.message);
  for (const { name } of packages) failed.add(name);
}

console.log(`\n${packages.length - failed.size} of ${packages.length} packages built in ${seconds()}`);
if (failed.size > 0) {
  console.log(`Failed: ${[...failed].join(', ')}`);
  process.exit(1);
}
