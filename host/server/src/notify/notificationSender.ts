import type { Database, JobQueue, NotificationSender, ServerPlugin } from '@portal/core/server';

export interface NotificationSenderDeps {
  readonly db: Database;
  readonly plugins: readonly ServerPlugin[];
  readonly jobs: JobQueue;
  readonly now: () => Date;
}

/**
 * PLACEHOLDER until issue 11's delivery lands (branch `delivery`): the interface is final, delivery is
 * not. Anything that notifies fails loudly instead of dropping it.
 */
export function createNotificationSender(_deps: NotificationSenderDeps): NotificationSender {
  return {
    notify: async () => {
      throw new Error('Notification delivery is not built yet');
    },
  };
}
