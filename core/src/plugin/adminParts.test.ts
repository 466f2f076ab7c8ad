import { describe, expect, it, vi } from 'vitest';
import { CORE_API_VERSION } from './apiVersion';
import { definePlugin, pluginStartupNamespace, type AdminContributions } from './definePlugin';
import { createRouteRef } from './routeRef';
import { PluginValidationError } from './validatePlugins';
import { withAllAdminParts } from './adminParts';
import { validatePlugins } from './validatePlugins';
import { PermissionServiceRef } from '../services/permissions/permissionService';
import { createTestRuntime } from '../testing/testPortalOptions';

const TIPS = createRouteRef({ id: 'tips.page', path: '/vinkit' });
const TIPS_ADMIN = createRouteRef({ id: 'tips.admin', path: '/hallinta/vinkit' });

/** A plugin with a customer page and an admin page that comes only in its admin part. */
function tipsPlugin(admin: () => Promise<AdminContributions>) {
  return definePlugin({
    id: 'tips',
    version: '0.0.0',
    apiVersion: CORE_API_VERSION,
    enabledWhen: {},
    routes: [{ ref: TIPS, page: async () => ({ default: () => null }) }],
    menu: [{ id: 'tips.menu', labelKey: 'menu.tips', route: TIPS, section: 'services', order: 1 }],
    admin,
    translations: {
      fi: async () => ({}),
      sv: async () => ({}),
      en: async () => ({}),
      startup: { fi: { menu: { tips: 'Vinkit' } }, sv: { menu: { tips: 'Tips' } }, en: { menu: { tips: 'Tips' } } },
    },
  });
}

const adminPart: AdminContributions = {
  routes: [{ ref: TIPS_ADMIN, page: async () => ({ default: () => null }), enabledWhen: { permission: 'admin.messaging' } }],
  menu: [{ id: 'tips.admin', labelKey: 'menu.admin', route: TIPS_ADMIN, section: 'admin', order: 1, enabledWhen: { permission: 'admin.messaging' } }],
  startup: { fi: { menu: { admin: 'Vinkit (hallinta)' } }, sv: { menu: { admin: 'Tips (admin)' } }, en: { menu: { admin: 'Tips (admin)' } } },
};

const paths = (routes: readonly { ref: { defaultPath: string } }[]) => routes.map((r) => r.ref.defaultPath);

describe('admin parts (PluginManifest.admin)', () => {
  it('are never loaded for a customer, signed in or not', async () => {
    const load = vi.fn(async () => adminPart);
    const runtime = createTestRuntime({ plugins: [tipsPlugin(load)] });
    runtime.resolve(PermissionServiceRef).setGroups(['customers']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(runtime.isLoadingAdminParts()).toBe(false);
    expect(paths(runtime.getContributions().routes)).toEqual(['/vinkit']);
    expect(runtime.getContributions().menu.map((m) => m.id)).toEqual(['tips.menu']);
  });

  it('load once the user has admin.access, and add the admin page, menu step and label', async () => {
    const load = vi.fn(async () => adminPart);
    const runtime = createTestRuntime({ plugins: [tipsPlugin(load)] });
    const notified = vi.fn();
    runtime.subscribe(notified);
    runtime.resolve(PermissionServiceRef).setGroups(['messaging']);
    // Meanwhile the router waits instead of answering "not found" on /hallinta/vinkit.
    expect(runtime.isLoadingAdminParts()).toBe(true);
    await vi.waitFor(() => expect(runtime.isLoadingAdminParts()).toBe(false));
    expect(load).toHaveBeenCalledTimes(1);
    expect(paths(runtime.getContributions().routes)).toEqual(['/vinkit', '/hallinta/vinkit']);
    expect(
      runtime
        .getContributions()
        .menu.map((m) => m.id)
        .sort(),
    ).toEqual(['tips.admin', 'tips.menu']);
    expect(runtime.i18n.getFixedT('fi', pluginStartupNamespace('tips'))('menu.admin')).toBe('Vinkit (hallinta)');
    expect(runtime.i18n.getFixedT('fi', pluginStartupNamespace('tips'))('menu.tips')).toBe('Vinkit');
    expect(notified).toHaveBeenCalled();
  });

  it('keep their own gates: an admin without the page permission gets neither page nor step', async () => {
    const runtime = createTestRuntime({ plugins: [tipsPlugin(async () => adminPart)] });
    runtime.resolve(PermissionServiceRef).setGroups(['users']);
    await vi.waitFor(() => expect(runtime.isLoadingAdminParts()).toBe(false));
    expect(paths(runtime.getContributions().routes)).toEqual(['/vinkit']);
  });

  it('are validated with the manifests by the build (withAllAdminParts), so a broken admin step fails it', async () => {
    const broken: AdminContributions = { ...adminPart, menu: [{ ...adminPart.menu![0]!, id: 'other.admin' }] };
    const plugins = await withAllAdminParts([tipsPlugin(async () => broken)]);
    expect(() => validatePlugins(plugins)).toThrow(PluginValidationError);
    expect(() => validatePlugins(plugins)).toThrow('menu step "other.admin" of plugin "tips" is not namespaced');
  });
});
