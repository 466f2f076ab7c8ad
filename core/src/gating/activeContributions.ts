import type { MenuStep, ModalContribution, PluginManifest, RouteContribution, SlotContribution } from '../plugin/definePlugin';
import { isGateOpen, type GateContext } from './gate';

export interface ActiveContributions {
  readonly plugins: readonly PluginManifest[];
  readonly routes: readonly RouteContribution[];
  readonly menu: readonly MenuStep[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of many contributions, each with its own props type; unknown would reject them (props are contravariant)
  readonly modals: readonly ModalContribution<any, any>[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of many contributions, each with its own props type; unknown would reject them (props are contravariant)
  readonly slots: readonly SlotContribution<any>[];
}

/**
 * What the given plugins contribute in the given context. Each item is on only when its plugin's gate
 * and its own gate are open, always through `isGateOpen`.
 */
export function activeContributions(plugins: readonly PluginManifest[], context: GateContext): ActiveContributions {
  const active = plugins.filter((p) => isGateOpen(p.id, [p.enabledWhen], context));
  const open = (p: PluginManifest, item: { enabledWhen?: PluginManifest['enabledWhen'] }) =>
    isGateOpen(p.id, [p.enabledWhen, item.enabledWhen], context);
  return {
    plugins: active,
    routes: active.flatMap((p) => (p.routes ?? []).filter((r) => open(p, r))),
    menu: active.flatMap((p) => (p.menu ?? []).filter((m) => open(p, m))).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
    modals: active.flatMap((p) => (p.modals ?? []).filter((m) => open(p, m))),
    slots: active.flatMap((p) => (p.slots ?? []).filter((s) => open(p, s))).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
  };
}
