import type { PermissionKey } from '../permissions/permissionKeys';
import { ADMIN_ACCESS_PERMISSION, knownAdminParts, withAdminParts } from '../plugin/adminParts';
import { resolveFlags } from '../flags/flagCatalogue';
import { activeContributions, type ActiveContributions } from '../gating/activeContributions';
import type { UiMode } from '../gating/gate';
import { evaluatePermission } from '../permissions/evaluatePermission';
import { DEFAULT_PERMISSION_POLICY, type PermissionPolicy } from '../permissions/policy';
import type { PluginManifest } from '../plugin/definePlugin';
import { validatePlugins } from '../plugin/validatePlugins';
import { testFlagCatalogue, testFlagValues } from './testFlagCatalogue';
import type { TestPortalOptions } from './testPortalOptions';

export interface TestPluginOptions {
  readonly flags?: TestPortalOptions['flags'];
  readonly mode?: UiMode;
  readonly groups?: readonly string[];
  readonly policy?: PermissionPolicy;
  /** The company's plugin set; defaults to just this plugin. */
  readonly companyPluginIds?: readonly string[];
}

export type PluginContributions = Omit<ActiveContributions, 'plugins'>;

/**
 * What a plugin contributes under the given flags, mode, groups and company: the same validation and
 * gating the host runs, without rendering anything.
 */
export function testPlugin(plugin: PluginManifest, options: TestPluginOptions = {}): PluginContributions {
  const can = (permission: PermissionKey) => evaluatePermission(options.groups ?? [], permission, options.policy ?? DEFAULT_PERMISSION_POLICY);
  // The admin parts, as the runtime adds them for an administrator: loaded up front by the web tests'
  // setup (loadAdminParts), so this stays synchronous.
  const adminParts = knownAdminParts(plugin);
  if (plugin.admin && !adminParts) throw new Error(`testPlugin: load the admin part of "${plugin.id}" first (await loadAdminParts(manifest.admin))`);
  const gated = can(ADMIN_ACCESS_PERMISSION) ? withAdminParts(plugin, adminParts) : plugin;
  const catalogue = testFlagCatalogue([gated], options.flags === 'all' ? {} : options.flags);
  validatePlugins([gated], catalogue);
  const flags = resolveFlags(catalogue, testFlagValues(catalogue, options.flags));
  const { routes, menu, modals, slots } = activeContributions([gated], {
    companyPlugins: new Set(options.companyPluginIds ?? [plugin.id]),
    isFlagOn: (flag) => flags[flag] ?? false,
    mode: options.mode ?? 'B2C',
    can,
  });
  return { routes, menu, modals, slots };
}
