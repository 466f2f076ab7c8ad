// `node bench/consumption-chart/run.mjs`: builds the chart benchmark page (vite.config.ts), serves it,
// opens it in headless Chromium (Debian's /usr/bin/chromium through playwright-core) and prints the
// mount and data-swap times of ConsumptionChart with a year of 15-minute data (35 040 intervals).
// Appends the figures to docs/performance.md under "Consumption chart" (pass --no-write to skip).
// Exit 1 when a budget is broken: mount median > 150 ms, swap median > 200 ms, or more than
// 2 points per pixel of chart width handed to the SVG.
import { appendFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = join(benchDir, '..', '..');
const configFile = join(benchDir, 'vite.config.ts');
const BUDGET = { mountMs: 150, swapMs: 200, pointsPerPixel: 2 };

await build({ configFile, logLevel: 'warn' });
const server = await preview({ configFile, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const url = server.resolvedUrls?.local[0];
if (!url) throw new Error('The preview server did not report its URL');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const browserVersion = browser.version();
let result;
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  await page.goto(url);
  await page.waitForFunction(() => window.__benchResult !== undefined, undefined, { timeout: 120_000 });
  result = await page.evaluate(() => window.__benchResult);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
if (result.error) throw new Error(result.error);

const ms = (v) => v.toFixed(1);
const problems = [];
if (result.mountMedianMs > BUDGET.mountMs) problems.push(`mount ${ms(result.mountMedianMs)} ms > ${BUDGET.mountMs} ms`);
if (result.swapMedianMs > BUDGET.swapMs) problems.push(`swap ${ms(result.swapMedianMs)} ms > ${BUDGET.swapMs} ms`);
if (result.pointsInSvg > result.width * BUDGET.pointsPerPixel) problems.push(`${result.pointsInSvg} points > 2 × ${result.width} px`);

const table = [
  '| chart width | intervals | points in SVG (bars) | mount median (max, first) | swap median (max) |',
  '| ---: | ---: | ---: | ---: | ---: |',
  `| ${result.width} px | ${result.intervals} | ${result.pointsInSvg} (${result.barsInSvg}) | **${ms(result.mountMedianMs)} ms** (${ms(result.mountMaxMs)}, ${ms(result.mountFirstMs)}) | **${ms(result.swapMedianMs)} ms** (${ms(result.swapMaxMs)}) |`,
].join('\n');
console.log(table);
console.log(problems.length === 0 ? 'budgets: ok' : `budgets broken: ${problems.join('; ')}`);

if (!process.argv.includes('--no-write')) {
  const performanceFile = join(repoDir, 'docs', 'performance.md');
  const hasSection = readFileSync(performanceFile, 'utf8').includes('\n## Consumption chart\n');
  const intro = hasSection
    ? ''
    : [
        '',
        '## Consumption chart',
        '',
        'Command: `node bench/consumption-chart/run.mjs` (bench/consumption-chart/). A production Vite build of',
        'one page mounts the real `ConsumptionChart` with a year of 15-minute data (35 040 intervals, a',
        'temperature overlay) at 960 px and times, with `performance.now()`, a synchronous render (`flushSync`)',
        'until the next `requestAnimationFrame`: **mount** (fresh root) and **swap** (same chart, another',
        'year of data). 15 runs; the first (JIT warm-up) is shown apart and left out of median and max. Budgets:',
        `mount ≤ ${BUDGET.mountMs} ms, swap ≤ ${BUDGET.swapMs} ms, at most ${BUDGET.pointsPerPixel} points per pixel of chart width (the chart groups`,
        'intervals for display; totals always come from the server over the full data).',
        '',
      ].join('\n');
  const stamp = `### Measured ${new Date().toISOString().slice(0, 10)} (headless Chromium ${browserVersion}, Node ${process.versions.node}, 2 shared cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')})`;
  appendFileSync(
    performanceFile,
    `${intro}\n${stamp}\n\n${table}\n\n${problems.length === 0 ? 'All budgets met.' : `Budgets broken: ${problems.join('; ')}.`}\n`,
  );
}
process.exit(problems.length === 0 ? 0 : 1);
