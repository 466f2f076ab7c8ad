// Completes package-lock.json with rollup's platform binaries that npm left out.
//
// Why: rollup lists a native binary per platform as optional dependencies. npm writes lock entries
// only for the binaries its registry returned, and this workplace's registry mirror serves only the
// linux ones, yet `npm ci` insists on an entry for every optional dependency (npm/cli#4828 family)
// and refuses to install. Each added entry carries the platform's os/cpu/libc, so npm skips it on
// every other platform and fetches it by name and version on its own.
//
// Run after any change that updates rollup:  node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * rollup names each binary `@rollup/rollup-<os>-<cpu>[-<abi>]` (e.g. linux-arm64-musl, win32-x64-msvc,
 * android-arm-eabi); on linux the abi names the C library.
 */
function platformOf(name) {
  const [os, cpu, abi] = name.replace('@rollup/rollup-', '').split('-');
  if (!os || !cpu) throw new Error(`Cannot read the platform of ${name}`);
  const libc = os !== 'linux' ? undefined : abi?.startsWith('musl') ? 'musl' : 'glibc';
  return { os, cpu, libc };
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path.endsWith('node_modules/rollup') || !entry.optionalDependencies) continue;
  const prefix = path.slice(0, -'rollup'.length);
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const key = `${prefix}${name}`;
    if (packages[key]) continue;
    const platform = platformOf(name);
    packages[key] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      license: 'MIT',
      optional: true,
      os: [platform.os],
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: added ${added} rollup platform entries`);
