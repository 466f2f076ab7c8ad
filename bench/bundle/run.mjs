// `npm run bench:bundle`: builds every company's web bundle and prints what a visitor downloads.
// Fails (exit 1) when a budget is broken:
//   - initial JS (everything index.html loads before any lazy import) over its budget (140 KB gzip),
//     or plugin runtime code in it (host/web/scripts/startupBudget.mjs, also checked by `npm test`),
//   - a bundle contains code of a plugin its company does not ship (build-time gating broken),
//   - chart libraries (@visx) in the initial JS (charts must load with their lazy page).
//   - the normal build carries demo code or data, or the demo build lacks it
//     (host/web/scripts/checkDemoSeparation.mjs); BENCH_DEMO=0 skips the demo builds.
// Then the demo build (`npm run build:demo`) of each company is sized beside the normal one.
// Figures go to docs/performance.md; raw results to bench/bundle/results/ (not committed).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { analyseBundle, HOST_WEB_DIR, initialModulesFrom, pluginIdsInRepository, pluginsFoundIn } from '../../host/web/scripts/bundleAnalysis.mjs';
import { shippedPluginIds } from '../../host/web/scripts/companyPluginSets.mjs';
import { INITIAL_JS_BUDGET_GZIP_BYTES, startupProblems } from '../../host/web/scripts/startupBudget.mjs';

const CHART_PACKAGES = ['@visx/', 'd3-'];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const shipped = await shippedPluginIds();
const companies = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(shipped);
const pluginIds = pluginIdsInRepository();
const problems = [];
const results = [];

for (const company of companies) {
  const started = Date.now();
  const build = spawnSync('node', [join(HOST_WEB_DIR, 'scripts/build.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, COMPANY: company, BUILD_LOG_LEVEL: 'warn' },
  });
  if (build.status !== 0) {
    problems.push(`${company}: build failed`);
    continue;
  }
  const buildSeconds = (Date.now() - started) / 1000;
  const analysis = analyseBundle(company);

  console.log(`\n${company} (built in ${buildSeconds.toFixed(1)} s)`);
  console.log('| chunk | loaded | raw KB | gzip KB |');
  console.log('| --- | --- | ---: | ---: |');
  const ordered = [...analysis.chunks].sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipBytes - a.gzipBytes);
  for (const chunk of ordered) {
    console.log(`| ${chunk.file} | ${chunk.initial ? 'initial' : 'lazy'} | ${kb(chunk.bytes)} | ${kb(chunk.gzipBytes)} |`);
  }
  console.log(`| **initial JS total** | | ${kb(analysis.initialBytes)} | **${kb(analysis.initialGzipBytes)}** |`);
  console.log(
    `login page chunks index.html also preloads: ${kb(analysis.preloadedLazyGzipBytes)} KB gzip (${analysis.preloadedLazyFiles.join(', ')})`,
  );

  problems.push(...startupProblems(analysis));
  const found = pluginsFoundIn(analysis, pluginIds);
  for (const id of found.filter((id) => !shipped[company].includes(id))) {
    problems.push(`${company}: contains code of plugin "${id}", which it does not ship`);
  }
  for (const id of shipped[company].filter((id) => !found.includes(id))) {
    problems.push(`${company}: no trace of shipped plugin "${id}"; the gating check cannot be trusted`);
  }
  for (const prefix of CHART_PACKAGES) {
    const modules = initialModulesFrom(analysis, prefix);
    if (modules.length > 0) problems.push(`${company}: chart code in the initial JS (${modules.slice(0, 3).join(', ')} ...)`);
  }
  console.log(`plugins found: ${found.join(', ')}`);
  const demo = process.env.BENCH_DEMO === '0' ? undefined : demoBuildFigures(company, analysis, problems);
  results.push({
    company,
    buildSeconds,
    initialGzipBytes: analysis.initialGzipBytes,
    initialBytes: analysis.initialBytes,
    preloadedLazyGzipBytes: analysis.preloadedLazyGzipBytes,
    chunks: analysis.chunks.map(({ file, initial, bytes, gzipBytes }) => ({ file, initial, bytes, gzipBytes })),
    pluginsFound: found,
    ...(demo ? { demo } : {}),
  });
}

/**
 * Builds the company's demo site and prints both builds side by side: the demo's extra JS is msw
 * and the demo answers (lazy, loaded before the app starts in the demo only); the normal build must
 * not change by a byte for the demo's sake.
 */
function demoBuildFigures(company, normal, problemList) {
  const started = Date.now();
  const build = spawnSync('node', [join(HOST_WEB_DIR, 'scripts/build.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, COMPANY: company, BUILD_LOG_LEVEL: 'warn', PORTAL_DEMO_BUILD: '1' },
  });
  if (build.status !== 0) {
    problemList.push(`${company}: demo build failed`);
    return undefined;
  }
  const demo = analyseBundle(company, 'dist-demo');
  const total = (analysis) => analysis.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const worker = readFileSync(join(HOST_WEB_DIR, 'dist-demo', company, 'mockServiceWorker.js'));
  const figures = {
    buildSeconds: (Date.now() - started) / 1000,
    initialGzipBytes: demo.initialGzipBytes,
    totalJsGzipBytes: total(demo),
    normalTotalJsGzipBytes: total(normal),
    workerGzipBytes: gzipSync(worker, { level: 9 }).length,
  };
  console.log(`\n${company} demo build (built in ${figures.buildSeconds.toFixed(1)} s)`);
  console.log('| build | initial JS gzip KB | all JS gzip KB | mockServiceWorker.js gzip KB |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(`| normal | ${kb(normal.initialGzipBytes)} | ${kb(figures.normalTotalJsGzipBytes)} | — |`);
  console.log(`| demo | ${kb(demo.initialGzipBytes)} | ${kb(figures.totalJsGzipBytes)} | ${kb(figures.workerGzipBytes)} |`);
  const check = spawnSync('node', [join(HOST_WEB_DIR, 'scripts/checkDemoSeparation.mjs'), company], { stdio: 'inherit' });
  if (check.status !== 0) problemList.push(`${company}: demo code or data in the normal build (checkDemoSeparation)`);
  return figures;
}

const resultsDir = new URL('./results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(new URL(`bundle-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, resultsDir), JSON.stringify(results, null, 2));

if (problems.length > 0) {
  console.error(`\nBundle budget broken:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`\nAll bundles within budget (initial JS ≤ ${kb(INITIAL_JS_BUDGET_GZIP_BYTES)} KB gzip, no foreign plugin code, no charts up front).`);
