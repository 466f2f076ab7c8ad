import { defineJob } from '@portal/core/server';
import { DELIVER_NOTIFICATIONS_JOB } from './queueDeliveryJob';
import { isNotificationDelivery } from './notificationSender';

/**
 * Sends the deliveries that are due (queued by notify for each due instant, and for retries). Its own
 * retries are harmless: each delivery row is claimed once, so nothing is sent twice. The schedule is a
 * safety net: a delivery whose queued job was lost (or gave up during a database outage) still goes out
 * within ten minutes, and a row left `sending` by a stopped process is marked failed.
 */
export const deliverNotificationsJob = defineJob<Record<string, never>>({
  name: DELIVER_NOTIFICATIONS_JOB,
  schedule: '*/10 * * * *',
  retryLimit: 3,
  async run(_data, context) {
    const delivery = context.notifications;
    if (!isNotificationDelivery(delivery)) {
      throw new Error('core.deliver-notifications needs the host NotificationSender (createNotificationSender) as context.notifications');
    }
    await delivery.deliverDue({ db: context.db, now: () => context.now(), jobs: context.jobs });
  },
});
