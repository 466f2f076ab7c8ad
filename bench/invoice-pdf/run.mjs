#!/usr/bin/env node
// Invoice PDF generation time (DESIGN §8): renders a representative invoice (five lines, bank barcode
// drawn as Code 128 by bwip-js) BENCH_RUNS times (default 200) after a warm-up, in a child process running the
// plugin's TypeScript sources, and prints p50 / p95 / p99. Target: p99 ≤ 300 ms.
//
//   node bench/invoice-pdf/run.mjs
//   BENCH_RUNS=500 node bench/invoice-pdf/run.mjs
//
// Appends the result to docs/performance.md under "Invoice PDF" (append only).
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TARGET_P99_MS = 300;

const child = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(root, 'bench/invoice-pdf/renderBench.ts')], {
  cwd: root,
  env: process.env,
  encoding: 'utf8',
});
if (child.status !== 0) {
  process.stderr.write(child.stderr);
  process.exit(child.status ?? 1);
}
const result = JSON.parse(child.stdout.trim().split('\n').pop());
const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = result.p99 <= TARGET_P99_MS ? 'within' : 'OVER';
console.log(
  `invoice PDF: ${result.runs} runs, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, max ${ms(result.max)}, ${result.bytes} bytes — ${verdict} the ${TARGET_P99_MS} ms p99 target`,
);
console.log(JSON.stringify({ bench: 'invoice-pdf', ...result, targetP99: TARGET_P99_MS }));

const docPath = path.join(root, 'docs/performance.md');
const doc = readFileSync(docPath, 'utf8');
const headings = doc.match(/^## .*$/gm) ?? [];
const needsHeading = headings[headings.length - 1] !== '## Invoice PDF';
const today = new Date().toISOString().slice(0, 10);
const [load1, load5, load15] = loadavg().map((v) => v.toFixed(1));
appendFileSync(
  docPath,
  (needsHeading
    ? `\n## Invoice PDF\n\nServer-side PDF of one invoice (pdfkit, standard Helvetica, five lines, Code 128 bank barcode), rendered in\nprocess from data already loaded: \`node bench/invoice-pdf/run.mjs\`. Target: p99 ≤ ${TARGET_P99_MS} ms.\n`
    : '') +
    `\n### Measured ${today} (Node ${process.versions.node}, ${cpus().length} shared cores, load average ${load1} / ${load5} / ${load15})\n\n` +
    `| runs | p50 | p95 | p99 | max | PDF size |\n| --- | --- | --- | --- | --- | --- |\n` +
    `| ${result.runs} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${ms(result.max)} | ${(result.bytes / 1024).toFixed(1)} KiB |\n`,
);
