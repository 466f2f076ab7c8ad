import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeatureFlagKey } from '../flags/featureFlags';
import { activeContributions } from '../gating/activeContributions';
import { isGateOpen, type Gate, type UiMode } from '../gating/gate';
import { evaluatePermission } from '../permissions/evaluatePermission';
import type { PermissionKey } from '../permissions/permissionKeys';
import type { PermissionPolicy } from '../permissions/policy';
import { CORE_API_VERSION } from '../plugin/apiVersion';
import { definePlugin } from '../plugin/definePlugin';
import { createModalRef } from '../plugin/modalRef';
import { createRouteRef } from '../plugin/routeRef';
import { createTestRuntime } from '../testing/testPortalOptions';

const GROUPS = ['users', 'developers', 'superusers', 'g1', 'g2', 'g3'] as const;
// Core holds no list of flags or permissions: the properties run over made-up keys of the right shape.
const PERMISSIONS = ['admin.access', 'admin.users', 'plugin.read', 'plugin.write'] as const;
const FEATURE_FLAGS = ['invoices', 'solar', 'reports', 'chat'] as const;
const permission = fc.constantFrom(...PERMISSIONS);
const permissionList = fc.uniqueArray(permission, { maxLength: 4 });
const policy: fc.Arbitrary<PermissionPolicy> = fc.dictionary(
  fc.constantFrom(...GROUPS),
  fc.record({ allow: permissionList, deny: permissionList }, { requiredKeys: [] }),
);
const groups = fc.uniqueArray(fc.constantFrom(...GROUPS, 'unknown-group'), { maxLength: 5 });
const mode = fc.constantFrom<UiMode>('B2C', 'B2B');
const gate: fc.Arbitrary<Gate> = fc.record(
  {
    flag: fc.constantFrom(...FEATURE_FLAGS),
    modes: fc.subarray<UiMode>(['B2C', 'B2B']),
    permission,
  },
  { requiredKeys: [] },
);

/** The rule of requirements §6 written the obvious way, to check the evaluator against. */
function expected(userGroups: readonly string[], p: PermissionKey, rules: PermissionPolicy): boolean {
  const denied = userGroups.some((g) => rules[g]?.deny?.includes(p));
  const allowed = userGroups.some((g) => rules[g]?.allow?.includes(p));
  return allowed && !denied;
}

describe('permission evaluation (property-based)', () => {
  it('is allowed iff some group allows and no group denies; default false', () => {
    fc.assert(
      fc.property(groups, permission, policy, (g, p, rules) => {
        expect(evaluatePermission(g, p, rules)).toBe(expected(g, p, rules));
      }),
    );
  });

  it('lets a deny win regardless of group order', () => {
    fc.assert(
      fc.property(groups, permission, policy, fc.constantFrom(...GROUPS), (g, p, rules, denier) => {
        const withDeny: PermissionPolicy = { ...rules, [denier]: { ...rules[denier], deny: [p] } };
        const userGroups = [...g, denier];
        expect(evaluatePermission(userGroups, p, withDeny)).toBe(false);
        expect(evaluatePermission([...userGroups].reverse(), p, withDeny)).toBe(false);
      }),
    );
  });
});

describe('gating (property-based)', () => {
  const context = fc.record({
    companyHasPlugin: fc.boolean(),
    flagsOn: fc.uniqueArray(fc.constantFrom(...FEATURE_FLAGS)),
    mode,
    groups,
    policy,
  });

  it('opens a gate iff company, flag, mode and permission all allow it', () => {
    fc.assert(
      fc.property(gate, context, (g, c) => {
        const on = new Set<FeatureFlagKey>(c.flagsOn);
        const open = isGateOpen('p', [g], {
          companyPlugins: new Set(c.companyHasPlugin ? ['p'] : []),
          isFlagOn: (f) => on.has(f),
          mode: c.mode,
          can: (p) => evaluatePermission(c.groups, p, c.policy),
        });
        const want =
          c.companyHasPlugin &&
          (g.flag === undefined || on.has(g.flag)) &&
          (g.modes === undefined || g.modes.includes(c.mode)) &&
          (g.permission === undefined || expected(c.groups, g.permission, c.policy));
        expect(open).toBe(want);
      }),
    );
  });

  it('never lets route, menu step and modal of one plugin disagree, in a real runtime', () => {
    fc.assert(
      fc.property(gate, context, (g, c) => {
        const route = createRouteRef({ id: 'p.page', path: '/p' });
        const plugin = definePlugin({
          id: 'p',
          version: '1.0.0',
          apiVersion: CORE_API_VERSION,
          enabledWhen: g,
          routes: [{ ref: route, page: async () => ({ default: () => null }) }],
          menu: [{ id: 'p.step', labelKey: 'x', route, section: 'services', order: 1 }],
          modals: [{ ref: createModalRef({ id: 'p.info', kind: 'info' }), component: async () => ({ default: () => null }) }],
        });
        const runtime = createTestRuntime({
          plugins: [plugin],
          company: { pluginIds: c.companyHasPlugin ? ['p'] : [] },
          flags: Object.fromEntries(c.flagsOn.map((f) => [f, true])),
          mode: c.mode,
          groups: c.groups,
          policy: c.policy,
        });
        const active = runtime.getContributions();
        const counts = [active.routes.length, active.menu.length, active.modals.length];
        const reference = activeContributions([plugin], {
          companyPlugins: new Set(c.companyHasPlugin ? ['p'] : []),
          isFlagOn: (f) => (c.flagsOn as readonly string[]).includes(f),
          mode: c.mode,
          can: (p) => evaluatePermission(c.groups, p, c.policy),
        });
        expect(new Set(counts).size).toBe(1);
        expect(counts[0]).toBe(reference.routes.length);
      }),
      { numRuns: 60 },
    );
  });
});
