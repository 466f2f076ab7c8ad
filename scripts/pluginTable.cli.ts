// `npm run docs:plugins`: rewrites README.md's plugin table (between the plugin-table markers) from the
// plugin packages and the company distributions (scripts/pluginTable.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPluginTable, replaceTableBlock } from './pluginTable';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = path.join(repoRoot, 'README.md');
const before = readFileSync(readmePath, 'utf8');
const after = replaceTableBlock(before, renderPluginTable(repoRoot));
if (after === before) {
  console.log('README.md: plugin table already up to date');
} else {
  writeFileSync(readmePath, after);
  console.log('README.md: plugin table rewritten');
}
