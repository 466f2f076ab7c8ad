import type { FeatureFlagKey } from '../flags/featureFlags';
import type { PermissionKey } from '../permissions/permissionKeys';

export type UiMode = 'B2C' | 'B2B';

/**
 * When a plugin, or one of its routes, menu steps or modals, is on. Every field is optional;
 * all that are given must hold.
 */
export interface Gate {
  readonly flag?: FeatureFlagKey;
  readonly modes?: readonly UiMode[];
  readonly permission?: PermissionKey;
}

/** What the gate is evaluated against: the company's plugin set × flags × mode × permissions. */
export interface GateContext {
  readonly companyPlugins: ReadonlySet<string>;
  readonly isFlagOn: (flag: FeatureFlagKey) => boolean;
  readonly mode: UiMode;
  readonly can: (permission: PermissionKey) => boolean;
}

/**
 * The single gating predicate. Routes, menu steps and modals all pass through it (with the plugin's
 * own gate and the item's gate), so the three can never disagree.
 */
export function isGateOpen(pluginId: string, gates: readonly (Gate | undefined)[], context: GateContext): boolean {
  if (!context.companyPlugins.has(pluginId)) return false;
  for (const gate of gates) {
    if (!gate) continue;
    if (gate.flag !== undefined && !context.isFlagOn(gate.flag)) return false;
    if (gate.modes !== undefined && !gate.modes.includes(context.mode)) return false;
    if (gate.permission !== undefined && !context.can(gate.permission)) return false;
  }
  return true;
}
