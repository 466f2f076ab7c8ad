import { resolveFlags } from '../flags/featureFlags';
import { activeContributions, type ActiveContributions } from '../gating/activeContributions';
import type { UiMode } from '../gating/gate';
import { evaluatePermission } from '../permissions/evaluatePermission';
import { DEFAULT_PERMISSION_POLICY, type PermissionPolicy } from '../permissions/policy';
import type { PluginManifest } from '../plugin/definePlugin';
import { validatePlugins } from '../plugin/validatePlugins';
import { flagValues, type TestPortalOptions } from './testPortalOptions';

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
  validatePlugins([plugin]);
  const flags = resolveFlags(flagValues(options.flags));
  const { routes, menu, modals, slots } = activeContributions([plugin], {
    companyPlugins: new Set(options.companyPluginIds ?? [plugin.id]),
    isFlagOn: (flag) => flags[flag],
    mode: options.mode ?? 'B2C',
    can: (permission) => evaluatePermission(options.groups ?? [], permission, options.policy ?? DEFAULT_PERMISSION_POLICY),
  });
  return { routes, menu, modals, slots };
}

