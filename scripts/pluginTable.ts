// The README's plugin table, built from the plugin packages (folder, package.json, the first paragraph of
// the plugin's README.md) and the company distributions of @portal/config: the same DISTRIBUTIONS that
// host/web/scripts/companyPluginSets.mjs reads, so the table never keeps its own copy of the plugin sets.
// scripts/pluginTable.test.ts checks README.md against it; `npm run docs:plugins` rewrites the block.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DISTRIBUTIONS } from '@portal/config';

export const TABLE_START = '<!-- plugin-table:start -->';
export const TABLE_END = '<!-- plugin-table:end -->';
export const REGENERATE_COMMAND = 'npm run docs:plugins';

/** The plugin folders under plugins/ that hold a package.json, sorted by id. */
export function pluginIds(repoRoot: string): string[] {
  const dir = path.join(repoRoot, 'plugins');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The first paragraph of a README: the first run of non-blank lines after the title that is not a
 * heading, list, table, quote or code fence, joined into one line. Undefined when there is none.
 */
export function firstParagraph(markdown: string): string | undefined {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const paragraph: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    if (paragraph.length === 0 && /^(#|[-*+] |\d+\. |\||>|```|<!--)/.test(line)) continue;
    paragraph.push(line);
  }
  return paragraph.length > 0 ? paragraph.join(' ') : undefined;
}

/** A table cell: one line, with the cell separator escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** Company codes whose distribution ships the plugin, in the distributions' order; "all" when every one does. */
export function shippingCompanies(pluginId: string): string {
  const codes = Object.entries(DISTRIBUTIONS)
    .filter(([, distribution]) => distribution.pluginIds.includes(pluginId))
    .map(([code]) => code);
  if (codes.length === 0) return 'none';
  return codes.length === Object.keys(DISTRIBUTIONS).length ? 'all' : codes.join(', ');
}

/** The Markdown table of every plugins/* package (without the markers). */
export function renderPluginTable(repoRoot: string): string {
  const rows = pluginIds(repoRoot).map((id) => {
    const dir = path.join(repoRoot, 'plugins', id);
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string; description?: string };
    const readmePath = path.join(dir, 'README.md');
    const fromReadme = existsSync(readmePath) ? firstParagraph(readFileSync(readmePath, 'utf8')) : undefined;
    const what = fromReadme ?? pkg.description ?? '';
    const link = existsSync(readmePath) ? `[${id}](plugins/${id}/README.md)` : id;
    return `| ${link} | \`${pkg.name}\` | ${pkg.version} | ${cell(what)} | ${shippingCompanies(id)} |`;
  });
  return ['| plugin | package | version | what it does | companies |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** The text between the markers (trimmed), or undefined when README.md lacks them. */
export function readmeTableBlock(readme: string): string | undefined {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) return undefined;
  return readme.slice(start + TABLE_START.length, end).trim();
}

/** README.md with the block between the markers replaced by `table`. Throws when the markers are missing. */
export function replaceTableBlock(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${TABLE_START} … ${TABLE_END} block`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}
