import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_API_VERSION, createModalRef, createRouteRef, createSlotRef, definePlugin } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { dueDateCodeSchema } from '@portal/plugin-invoices/contract';
import { disallowedPluginExports } from './pluginEntryExports';

// vitest runs from the repository root (vitest.config.ts).
const pluginsDir = join(process.cwd(), 'plugins');
const pluginIds = readdirSync(pluginsDir).filter((id) => existsSync(join(pluginsDir, id, 'src', 'index.ts')));

describe("each plugin's index.ts exports only its manifest, refs, constants and types", () => {
  it('finds the plugins', () => {
    expect(pluginIds.length).toBeGreaterThanOrEqual(7);
  });

  it.each(pluginIds)('%s', async (pluginId) => {
    const exports = (await import(/* @vite-ignore */ `@portal/plugin-${pluginId}`)) as Record<string, unknown>;
    expect(disallowedPluginExports(pluginId, exports)).toEqual([]);
  });
});

describe('the index export rule', () => {
  const manifest = definePlugin({ id: 'tips', version: '0.1.0', apiVersion: CORE_API_VERSION, enabledWhen: { flag: 'consumption' } });

  it('accepts a manifest, refs of each kind and constants', () => {
    expect(
      disallowedPluginExports('tips', {
        default: manifest,
        tipsPlugin: manifest,
        tipsRoute: createRouteRef({ id: 'tips.index', path: '/vinkit' }),
        TIPS_MODAL: createModalRef({ id: 'tips.modal', kind: 'info' }),
        TIPS_SLOT: createSlotRef({ id: 'tips.slot' }),
        TIPS_NAMESPACE: 'tips',
        TIPS_LIMITS: Object.freeze({ max: 3, kinds: ['a', 'b'] }),
      }),
    ).toEqual([]);
  });

  it('names an exported zod schema (a contract schema re-exported from index.ts)', () => {
    const [problem, ...rest] = disallowedPluginExports('tips', { default: manifest, dueDateCodeSchema });
    expect(rest).toEqual([]);
    expect(problem).toContain('plugin "tips" exports "dueDateCodeSchema"');
    expect(problem).toContain('an instance of ZodEnum');
  });

  it('names an exported component or function, and an object that holds one', () => {
    const problems = disallowedPluginExports('tips', {
      default: manifest,
      TipsCard: () => null,
      tipsTexts: { title: 'Vinkit', load: () => Promise.resolve({}) },
    });
    expect(problems.map((problem) => problem.match(/exports "([^"]+)"/)?.[1])).toEqual(['TipsCard', 'tipsTexts']);
  });
});
