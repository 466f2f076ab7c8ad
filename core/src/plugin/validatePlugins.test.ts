import { describe, expect, it } from 'vitest';
import type { FeatureFlagKey } from '../flags/featureFlags';
import { defineFlags } from '../flags/flagDeclaration';
import { CORE_API_VERSION } from './apiVersion';
import { definePlugin, type PluginManifest } from './definePlugin';
import { createRouteRef, type RouteRef } from './routeRef';
import { PluginValidationError, validatePlugins } from './validatePlugins';

const page = () => Promise.resolve({ default: () => null });
const tipsRoute = createRouteRef({ id: 'tips.index', path: '/vinkit' });

function tips(overrides: Partial<PluginManifest> = {}): PluginManifest {
  return definePlugin({
    id: 'tips',
    version: '0.1.0',
    apiVersion: CORE_API_VERSION,
    flags: defineFlags({ tips: { default: false, description: 'Tips page' } }),
    enabledWhen: { flag: 'tips' },
    routes: [{ ref: tipsRoute, page }],
    menu: [{ id: 'tips.index', labelKey: 'menu.tips', route: tipsRoute, section: 'services', order: 90 }],
    ...overrides,
  });
}

function problemsOf(plugins: readonly PluginManifest[]): readonly string[] {
  try {
    validatePlugins(plugins);
    return [];
  } catch (error) {
    if (error instanceof PluginValidationError) return error.problems;
    throw error;
  }
}

describe('validatePlugins', () => {
  it('accepts a well-formed plugin', () => {
    expect(problemsOf([tips()])).toEqual([]);
  });

  it('names a flag no plugin of the set declares and where to declare it, wherever the gate is', () => {
    const unknown = 'tipsOfTheDay' as FeatureFlagKey;
    const problems = problemsOf([tips({ enabledWhen: { flag: unknown }, routes: [{ ref: tipsRoute, page, enabledWhen: { flag: unknown } }] })]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('the manifest of plugin "tips" is gated by flag "tipsOfTheDay"');
    expect(problems[1]).toContain('route "tips.index" of plugin "tips" is gated by flag "tipsOfTheDay"');
    expect(problems[0]).toContain('src/contract/flags.ts');
  });

  it("accepts a gate on another plugin's flag when that plugin is in the set", () => {
    const owner = definePlugin({
      id: 'tipsdata',
      version: '0.1.0',
      apiVersion: CORE_API_VERSION,
      enabledWhen: {},
      flags: defineFlags({ tipsOfTheDay: { default: true, description: 'Daily tip' } }),
    });
    const borrower = tips({ enabledWhen: { flag: 'tipsOfTheDay' } });
    expect(problemsOf([borrower, owner])).toEqual([]);
    expect(problemsOf([borrower])).toEqual([expect.stringContaining('gated by flag "tipsOfTheDay", which no plugin of this set declares')]);
  });

  it('refuses a flag two plugins declare', () => {
    const thief = definePlugin({
      id: 'thief',
      version: '0.1.0',
      apiVersion: CORE_API_VERSION,
      enabledWhen: {},
      flags: defineFlags({ tips: { default: true, description: 'Mine' } }),
    });
    expect(problemsOf([tips(), thief])).toEqual([expect.stringContaining('flag "tips" is declared by both plugin "tips" and plugin "thief"')]);
  });

  it('says how to write a route ref whose path lacks the leading slash', () => {
    const ref = createRouteRef({ id: 'tips.index', path: 'vinkit' });
    const [problem] = problemsOf([tips({ routes: [{ ref, page }], menu: [] })]);
    expect(problem).toContain(`path: '/vinkit'`);
  });

  it('refuses a route without a ref made by createRouteRef', () => {
    const [problem] = problemsOf([tips({ routes: [{ ref: { id: 'tips.index', path: '/vinkit' } as unknown as RouteRef, page }], menu: [] })]);
    expect(problem).toContain('createRouteRef');
  });

  it('refuses two routes with one path, and a menu step without a route ref', () => {
    const other = createRouteRef({ id: 'tips.other', path: '/vinkit' });
    const problems = problemsOf([
      tips({
        routes: [
          { ref: tipsRoute, page },
          { ref: other, page },
        ],
        menu: [{ id: 'tips.index', labelKey: 'menu.tips', route: { path: '/vinkit' } as unknown as RouteRef, section: 'services', order: 90 }],
      }),
    ]);
    expect(problems).toEqual([
      'routes "tips.index" and "tips.other" both have path "/vinkit": give one of them another path',
      expect.stringContaining('menu step "tips.index" of plugin "tips" has no route ref with a path'),
    ]);
  });

  it('asks for startup texts when Finnish is a loader and the plugin has menu steps', () => {
    const lazy = { fi: () => Promise.resolve({}), sv: {}, en: {} };
    expect(problemsOf([tips({ translations: lazy })])).toEqual([expect.stringContaining('add startup: { fi, sv, en } with the menu labels')]);
    expect(problemsOf([tips({ translations: { ...lazy, startup: { fi: {}, sv: {}, en: {} } } })])).toEqual([]);
  });

  it('still names ids that are not namespaced', () => {
    const ref = createRouteRef({ id: 'index', path: '/vinkit' });
    const problems = problemsOf([tips({ routes: [{ ref, page }], menu: [] })]);
    expect(problems).toEqual([expect.stringContaining('name it "tips.<name>"')]);
  });
});
