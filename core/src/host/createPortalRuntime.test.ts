import { describe, expect, it } from 'vitest';
import { CORE_API_VERSION } from '../plugin/apiVersion';
import { definePlugin } from '../plugin/definePlugin';
import { PluginValidationError } from '../plugin/validatePlugins';
import { createRouteRef } from '../plugin/routeRef';
import { FeatureFlagServiceRef } from '../services/flags/featureFlagService';
import { ModalServiceRef } from '../services/modals/modalService';
import { CORE_MODALS } from '../services/modals/coreModals';
import { UiModeRef } from '../services/mode/uiModeService';
import { PermissionServiceRef } from '../services/permissions/permissionService';
import { SessionServiceRef } from '../services/session/sessionService';
import { ApiClientRef } from '../services/api/apiClient';
import { createFakeApiClient } from '../testing/fakeApiClient';
import { createFakeClock } from '../testing/fakeClock';
import { ClockRef } from '../services/clock/clock';
import { substitute } from '../testing/substitute';
import { createTestRuntime } from '../testing/testPortalOptions';
import { confirmDueDateChange, exampleB2bPlugin, exampleInvoicesPlugin, InvoiceCounterRef } from '../testing/examplePlugin.fixture';

const ids = (items: readonly { ref?: { id: string }; id?: string }[]) => items.map((i) => i.ref?.id ?? i.id);

describe('portal runtime gating', () => {
  it('contributes nothing of a plugin whose flag is off: no route, no menu step, no modal', () => {
    const runtime = createTestRuntime({ plugins: [exampleInvoicesPlugin], flags: { invoices: false } });
    const active = runtime.getContributions();
    expect(active.routes).toEqual([]);
    expect(active.menu).toEqual([]);
    expect(active.modals).toEqual([]);
    expect(active.slots).toEqual([]);
  });

  it('adds and removes route, menu step and modal together when the flag flips at run time', () => {
    const runtime = createTestRuntime({ plugins: [exampleInvoicesPlugin], flags: { invoices: false } });
    const flags = runtime.resolve(FeatureFlagServiceRef);
    let notified = 0;
    runtime.subscribe(() => notified++);

    flags.setOverrides({ invoices: true });
    let active = runtime.getContributions();
    expect(ids(active.routes)).toEqual(['invoices.list']);
    expect(ids(active.menu)).toEqual(['invoices.menu']);
    expect(ids(active.modals)).toEqual(['invoices.confirmDueDateChange']);
    expect(notified).toBe(1);
    // Stable between changes, so React's useSyncExternalStore does not loop.
    expect(runtime.getContributions()).toBe(active);

    flags.setOverrides({ invoices: false });
    active = runtime.getContributions();
    expect([active.routes, active.menu, active.modals]).toEqual([[], [], []]);
  });

  it('closes an open modal when its feature goes off, and refuses to open it while off', async () => {
    const runtime = createTestRuntime({ plugins: [exampleInvoicesPlugin], flags: { invoices: true } });
    const modals = runtime.resolve(ModalServiceRef);
    const handle = modals.open(confirmDueDateChange, { dueDay: 15 });
    expect(modals.getSnapshot()).toHaveLength(1);
    runtime.resolve(FeatureFlagServiceRef).setOverrides({ invoices: false });
    expect(modals.getSnapshot()).toHaveLength(0);
    await expect(handle.result).resolves.toBeUndefined();
    modals.open(confirmDueDateChange, { dueDay: 15 });
    expect(modals.getSnapshot()).toHaveLength(0);
    // Core's own modals are always available.
    modals.open(CORE_MODALS.generalError);
    expect(modals.getSnapshot()).toHaveLength(1);
  });

  it('follows the UI mode', () => {
    const runtime = createTestRuntime({ plugins: [exampleB2bPlugin], mode: 'B2C' });
    expect(runtime.getContributions().routes).toEqual([]);
    runtime.resolve(UiModeRef).set('B2B');
    expect(ids(runtime.getContributions().routes)).toEqual(['b2b-locations.list']);
  });

  it('mounts only plugins in the company plugin set', () => {
    const runtime = createTestRuntime({
      plugins: [exampleInvoicesPlugin, exampleB2bPlugin],
      company: { pluginIds: ['b2b-locations'] },
      flags: 'all',
      mode: 'B2B',
    });
    expect(runtime.plugins.map((p) => p.id)).toEqual(['b2b-locations']);
    expect(ids(runtime.getContributions().routes)).toEqual(['b2b-locations.list']);
  });

  it('gates items by permission and follows group changes', () => {
    const runtime = createTestRuntime({ plugins: [exampleInvoicesPlugin], flags: 'all', groups: [] });
    expect(ids(runtime.getContributions().routes)).toEqual(['invoices.list']);
    runtime.resolve(PermissionServiceRef).setGroups(['users']);
    expect(ids(runtime.getContributions().routes)).toEqual(['invoices.list', 'invoices.admin']);
  });

  it('registers plugin services, and substitutes win over them', () => {
    const runtime = createTestRuntime({ plugins: [exampleInvoicesPlugin], flags: 'all' });
    expect(runtime.resolve(InvoiceCounterRef).count()).toBe(3);
    const replaced = createTestRuntime({
      plugins: [exampleInvoicesPlugin],
      services: [substitute(InvoiceCounterRef, { count: () => 7 })],
    });
    expect(replaced.resolve(InvoiceCounterRef).count()).toBe(7);
  });

  it('keeps two runtimes apart', () => {
    const a = createTestRuntime({ plugins: [exampleInvoicesPlugin], flags: { invoices: true } });
    const b = createTestRuntime({ plugins: [exampleInvoicesPlugin], flags: { invoices: true } });
    a.resolve(FeatureFlagServiceRef).setOverrides({ invoices: false });
    expect(b.resolve(FeatureFlagServiceRef).isOn('invoices')).toBe(true);
  });

  it('opens the session-expired modal when a non-auth call gets a 401', async () => {
    const clock = createFakeClock('2025-01-15T10:00:00Z');
    const runtime = createTestRuntime({
      services: [
        substitute(ClockRef, clock),
        substitute(
          ApiClientRef,
          createFakeApiClient({
            'POST /api/auth/v1/session-status': { hasRefreshToken: true, expiresAt: clock.now().getTime() / 1000 + 3600 },
          }),
        ),
      ],
    });
    const session = runtime.resolve(SessionServiceRef);
    await runtime.start();
    expect(session.getSnapshot().status).toBe('loggedIn');
    session.expire();
    expect(
      runtime
        .resolve(ModalServiceRef)
        .getSnapshot()
        .map((m) => m.ref.id),
    ).toEqual(['core.sessionExpired']);
    runtime.dispose();
  });
});

describe('plugin validation at start-up', () => {
  const plugin = (id: string, routeId: string, apiVersion = CORE_API_VERSION) =>
    definePlugin({
      id,
      version: '1.0.0',
      apiVersion,
      enabledWhen: {},
      routes: [{ ref: createRouteRef({ id: routeId, path: `/${id}` }), page: async () => ({ default: () => null }) }],
    });
  const start = (plugins: ReturnType<typeof plugin>[]) => () => createTestRuntime({ plugins, company: { pluginIds: plugins.map((p) => p.id) } });

  it('rejects a duplicate plugin id', () => {
    expect(start([plugin('alerts', 'alerts.a'), plugin('alerts', 'alerts.b')])).toThrow(/plugin "alerts" is registered twice/);
  });

  it('rejects an un-namespaced contribution id', () => {
    expect(start([plugin('alerts', 'settings')])).toThrow(/route "settings" of plugin "alerts" is not namespaced/);
  });

  it('rejects a plugin built for another core API version', () => {
    expect(start([plugin('alerts', 'alerts.a', CORE_API_VERSION + 1)])).toThrow(PluginValidationError);
    expect(start([plugin('alerts', 'alerts.a', CORE_API_VERSION + 1)])).toThrow(/built for core apiVersion 2/);
  });
});
