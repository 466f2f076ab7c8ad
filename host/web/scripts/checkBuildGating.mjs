// Proves build-time gating on real bundles: each company's emitted JS contains the code of every
// plugin it ships and of no plugin it does not (KUO ships no chat, so no "chat." ids may appear).
// On the same builds it checks the start-up budget (startupBudget.mjs): initial JS within budget and no
// plugin runtime code in the start-up chunk. `npm test` runs this as one step.
// Usage: node host/web/scripts/checkBuildGating.mjs [--no-build] [COMPANY ...]   (default: all three)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { analyseBundle, HOST_WEB_DIR, pluginIdsInRepository, pluginsFoundIn } from './bundleAnalysis.mjs';
import { shippedPluginIds } from './companyPluginSets.mjs';
import { describeInitial, startupProblems } from './startupBudget.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const requested = args.filter((arg) => !arg.startsWith('--'));
const shipped = await shippedPluginIds();
const companies = requested.length > 0 ? requested : Object.keys(shipped);

const problems = [];
for (const company of companies) {
  if (!skipBuild) {
    const result = spawnSync('node', [join(HOST_WEB_DIR, 'scripts/build.mjs')], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, COMPANY: company, BUILD_LOG_LEVEL: 'warn' },
    });
    if (result.status !== 0) throw new Error(`Building ${company} failed`);
  }
  const expected = shipped[company] ?? [];
  const analysis = analyseBundle(company);
  const found = pluginsFoundIn(analysis, pluginIdsInRepository());
  const leaked = found.filter((id) => !expected.includes(id));
  const missing = expected.filter((id) => !found.includes(id));
  for (const id of leaked) problems.push(`${company}: contains code of plugin "${id}", which it does not ship`);
  // A shipped plugin must be detectable, or the absence of the others proves nothing.
  for (const id of missing) problems.push(`${company}: no trace of shipped plugin "${id}" (is the marker detection broken?)`);
  console.log(`${company}: ships [${expected.join(', ')}], found [${found.join(', ')}]`);
  problems.push(...startupProblems(analysis));
  console.log(describeInitial(analysis));
}
if (problems.length > 0) {
  console.error(`\nBuild gating or start-up budget check failed:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log("\nBuild gating holds: every bundle contains exactly its company's plugins, within the start-up budget.");
