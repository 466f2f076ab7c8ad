import type { NotificationKind, ServerPlugin } from '@portal/core/server';

/** The notification kinds of the mounted plugins (and the host's, none yet), by `kind`. */
export interface NotificationKindRegistry {
  /** Throws for an unknown kind: notifying one is a programming error, not a user's. */
  require(kind: string): NotificationKind<unknown>;
  find(kind: string): NotificationKind<unknown> | undefined;
  all(): readonly NotificationKind<unknown>[];
}

/** Host kinds would go here; delivery sends none of its own. */
const HOST_NOTIFICATION_KINDS: readonly NotificationKind<unknown>[] = [];

export function createNotificationKindRegistry(plugins: readonly ServerPlugin[]): NotificationKindRegistry {
  const byKind = new Map<string, NotificationKind<unknown>>();
  const declared = [...HOST_NOTIFICATION_KINDS, ...plugins.flatMap((plugin) => plugin.notificationKinds ?? [])];
  for (const kind of declared) {
    if (byKind.has(kind.kind)) throw new Error(`Notification kind "${kind.kind}" is declared twice`);
    byKind.set(kind.kind, kind as NotificationKind<unknown>);
  }
  return {
    require(kind) {
      const found = byKind.get(kind);
      if (!found) throw new Error(`Unknown notification kind "${kind}": no mounted plugin declares it in notificationKinds`);
      return found;
    },
    find: (kind) => byKind.get(kind),
    all: () => [...byKind.values()],
  };
}
