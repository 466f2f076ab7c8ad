import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  firstParagraph,
  pluginIds,
  readmeTableBlock,
  REGENERATE_COMMAND,
  renderPluginTable,
  replaceTableBlock,
  TABLE_END,
  TABLE_START,
} from './pluginTable';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('README plugin table', () => {
  it('README.md lists every plugin as the manifests and distributions say', () => {
    const block = readmeTableBlock(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'));
    expect(block, `README.md needs a ${TABLE_START} … ${TABLE_END} block`).toBeDefined();
    expect(block, `README.md's plugin table is out of date: run \`${REGENERATE_COMMAND}\` and commit README.md`).toBe(renderPluginTable(repoRoot));
  });

  it('every plugin has a README.md', () => {
    const missing = pluginIds(repoRoot).filter((id) => !existsSync(path.join(repoRoot, 'plugins', id, 'README.md')));
    expect(missing, `plugins without README.md: ${missing.join(', ')}`).toEqual([]);
  });

  it('has a row for every plugin folder', () => {
    const table = renderPluginTable(repoRoot);
    for (const id of pluginIds(repoRoot)) expect(table).toContain(`\`@portal/plugin-${id}\``);
    expect(table.split('\n')).toHaveLength(pluginIds(repoRoot).length + 2);
  });
});

describe('firstParagraph', () => {
  it('skips the title and joins the first paragraph into one line', () => {
    expect(firstParagraph('# @portal/plugin-x\n\nDoes one thing\nfor customers.\n\n## Screens\n')).toBe('Does one thing for customers.');
  });

  it('is undefined for a README with only headings and lists', () => {
    expect(firstParagraph('# x\n\n## Screens\n\n- a\n')).toBeUndefined();
  });
});

describe('replaceTableBlock', () => {
  it('replaces only the text between the markers', () => {
    const readme = `before\n${TABLE_START}\nold\n${TABLE_END}\nafter\n`;
    expect(replaceTableBlock(readme, 'new')).toBe(`before\n${TABLE_START}\nnew\n${TABLE_END}\nafter\n`);
  });

  it('refuses a README without the markers', () => {
    expect(() => replaceTableBlock('no markers', 'new')).toThrow(/plugin-table:start/);
  });
});
