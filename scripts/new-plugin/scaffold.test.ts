import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existingFlags, scaffoldPlugin } from './scaffold';

/**
 * The id is one no real plugin will have, so the test holds after `new-plugin` was run for real.
 * The generator on a temporary copy of the files it edits. That the generated plugin typechecks,
 * passes its tests and builds is checked by generating it in a clone (README "Adding a plugin");
 * here: every file is written with every placeholder filled, and the company, flag and changeset edits.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// market-price's flag declarations: the plugin whose flag --flag reuses.
const EDITED = ['plugins/market-price/src/contract/flags.ts', 'config/src/distributions', 'host/web/package.json', 'host/server/package.json'];
let root: string;

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'new-plugin-'));
  for (const file of EDITED) cpSync(path.join(repo, file), path.join(root, file), { recursive: true });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm run new-plugin', () => {
  it('writes the plugin in the common layout with every placeholder filled', () => {
    const result = scaffoldPlugin({ root, id: 'probe-notes', title: 'Vinkit', path: '/vinkit' });
    expect(result.files).toEqual(
      expect.arrayContaining([
        'plugins/probe-notes/package.json',
        'plugins/probe-notes/CHANGELOG.md',
        'plugins/probe-notes/src/index.ts',
        'plugins/probe-notes/src/contract.ts',
        'plugins/probe-notes/src/contract/probeNotes.ts',
        'plugins/probe-notes/src/contract/paths.ts',
        'plugins/probe-notes/src/server.ts',
        'plugins/probe-notes/src/server/registerProbeNotesRoutes.ts',
        'plugins/probe-notes/src/server/routes/itemsRoute.ts',
        'plugins/probe-notes/src/server/migrations/index.ts',
        'plugins/probe-notes/src/server/probeNotes.server.test.ts',
        'plugins/probe-notes/src/web/routes.ts',
        'plugins/probe-notes/src/web/pages/ProbeNotesPage.tsx',
        'plugins/probe-notes/src/web/probeNotesPlugin.test.tsx',
        'plugins/probe-notes/src/web/translations/startup.ts',
        'plugins/probe-notes/src/web/translations/fi.ts',
        'plugins/probe-notes/src/web/translations/sv.ts',
        'plugins/probe-notes/src/web/translations/en.ts',
      ]),
    );
    for (const file of result.files) expect(read(file), file).not.toMatch(/\{\{\w+\}\}/);
    const packageJson = JSON.parse(read('plugins/probe-notes/package.json'));
    expect(packageJson.name).toBe('@portal/plugin-probe-notes');
    expect(packageJson.exports['.'].source).toBe('./src/index.ts');
    expect(read('plugins/probe-notes/src/web/routes.ts')).toContain("createRouteRef({ id: 'probe-notes.page', path: '/vinkit' })");
    // Only the menu label is bundled (startup); Finnish, Swedish and English load lazily.
    expect(read('plugins/probe-notes/src/web/translations/startup.ts')).toContain("fi: { menu: { probeNotes: 'Vinkit' } }");
    expect(read('plugins/probe-notes/src/web/translations/index.ts')).toMatch(/fi: \(\) => import\('\.\/fi'\)[\s\S]*startup,/);
    // The manifest stays free of runtime code: no page, schema or zod import.
    expect(read('plugins/probe-notes/src/index.ts')).not.toMatch(/from '\.\/web\/pages|from 'zod'|from '\.\/contract\/probeNotes'/);
  });

  it('declares a new flag in the plugin, ships the plugin in VARE only with the flag on, and writes a changeset', () => {
    const kuoBefore = read('config/src/distributions/kuo.ts');
    const result = scaffoldPlugin({ root, id: 'probe-notes' });
    expect(result).toMatchObject({ flag: 'probeNotes', flagAdded: true });
    expect(existingFlags(root).filter((flag) => flag === 'probeNotes')).toHaveLength(1);
    expect(read('plugins/probe-notes/src/contract/flags.ts')).toContain("probeNotes: { default: false, description: 'Probe notes page.' },");
    expect(read('plugins/probe-notes/src/index.ts')).toContain('flags: PROBE_NOTES_FLAGS,');
    expect(read('plugins/probe-notes/src/server.ts')).toContain('flags: PROBE_NOTES_FLAGS,');
    const vare = read('config/src/distributions/vare.ts');
    expect(vare).toMatch(/pluginIds: \[[^\]]*'probe-notes',?\s*\]/);
    expect(vare).toMatch(/flagDefaults: \{[\s\S]*\n {4}probeNotes: true,\n {2}\},/);
    expect(read('config/src/distributions/kuo.ts')).toBe(kuoBefore);
    expect(JSON.parse(read('host/web/package.json')).dependencies['@portal/plugin-probe-notes']).toBe('^0.1.0');
    expect(JSON.parse(read('host/server/package.json')).dependencies['@portal/plugin-probe-notes']).toBe('^0.1.0');
    // Core lists no flags, so a new plugin's changeset never names it.
    expect(read('.changeset/probe-notes-new-plugin.md')).toMatch(
      /^---\n'@portal\/plugin-probe-notes': minor\n'@portal\/config': minor\n'@portal\/host-web': patch\n'@portal\/host-server': patch\n---\n\n\S/,
    );
  });

  it('adds the id on a line of its own to a company list Prettier has wrapped', () => {
    // VARE's list is long enough for Prettier to wrap it, one id per line.
    expect(read('config/src/distributions/vare.ts')).toMatch(/pluginIds: \[\n/);
    scaffoldPlugin({ root, id: 'probe-notes' });
    expect(read('config/src/distributions/vare.ts')).toMatch(/pluginIds: \[\n( {4}\S[^\n]*,\n)+ {4}'probe-notes',\n {2}\]/);
  });

  it('adds the id on the same line to a company list that fits on one', () => {
    const file = path.join(root, 'config/src/distributions/vare.ts');
    const oneLine = read('config/src/distributions/vare.ts').replace(
      /pluginIds: \[([^\]]*)\]/,
      (_list, items: string) =>
        `pluginIds: [${items
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .join(', ')}]`,
    );
    writeFileSync(file, oneLine);
    scaffoldPlugin({ root, id: 'probe-notes' });
    expect(read('config/src/distributions/vare.ts')).toMatch(/pluginIds: \[[^\n\]]*, 'probe-notes'\]/);
  });

  it("reuses another plugin's flag with --flag, declaring none itself, and turns it on for the chosen company", () => {
    const ownerBefore = read('plugins/market-price/src/contract/flags.ts');
    const result = scaffoldPlugin({ root, id: 'market-alerts', company: 'kuo', flag: 'marketPriceSimulator' });
    expect(result).toMatchObject({ flag: 'marketPriceSimulator', flagAdded: false });
    expect(read('plugins/market-price/src/contract/flags.ts')).toBe(ownerBefore);
    expect(read('plugins/market-alerts/src/contract/flags.ts')).toMatch(/defineFlags\(\{\n\}\);/);
    expect(read('plugins/market-alerts/src/index.ts')).toContain("enabledWhen: { flag: 'marketPriceSimulator' }");
    expect(read('config/src/distributions/kuo.ts')).toMatch(/'market-alerts'\]/);
    expect(read('config/src/distributions/kuo.ts')).toContain('marketPriceSimulator: true,');
    expect(read('plugins/market-alerts/src/web/pages/MarketAlertsPage.tsx')).toContain('MARKET_ALERTS_API.items');
    expect(read('plugins/market-alerts/src/server/migrations/index.ts')).toContain('create table market_alerts_items');
  });

  it('refuses a bad id, an unknown --flag, an unknown company and an existing plugin, writing nothing', () => {
    expect(() => scaffoldPlugin({ root, id: 'Probe' })).toThrow(/lower-case/);
    expect(() => scaffoldPlugin({ root, id: 'probe-notes', flag: 'noSuchFlag' })).toThrow(/not a flag any plugin declares/);
    expect(() => scaffoldPlugin({ root, id: 'probe-notes', company: 'ACME' })).toThrow(/No company ACME/);
    expect(readdirSync(path.join(root, 'plugins'))).toEqual(['market-price']);
    scaffoldPlugin({ root, id: 'probe-notes' });
    expect(() => scaffoldPlugin({ root, id: 'probe-notes' })).toThrow(/already exists/);
  });
});
