#!/usr/bin/env node
// Summarises a V8 CPU profile (node --cpu-prof): self time by function and by package.
//   node bench/load/profileTop.mjs <file.cpuprofile> [rows]
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const rows = Number(process.argv[3] ?? 30);
const selfUs = new Map();
profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
const byFunction = new Map();
const byPackage = new Map();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(core|host|plugins)\//, '$1/');
  const fn = `${functionName || '(anonymous)'} ${where}${where ? `:${lineNumber}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  const pkg =
    url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ??
    (url.startsWith('node:') ? url.split('/')[0] : url ? where.split('/').slice(0, 2).join('/') : functionName || '(native)');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
const print = (map, n) => {
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`);
};
console.log(`${(total / 1e6).toFixed(1)} s sampled\n--- by function`);
print(byFunction, rows);
console.log('--- by package');
print(byPackage, 20);
