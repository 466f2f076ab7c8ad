import { defineJob } from '@portal/core/server';
import { DELIVER_NOTIFICATIONS_JOB } from './queueDeliveryJob';
import { isNotificationDelivery } from './notificationSender';

// No flag check (docs/jobs.md "Feature flags in jobs"): infrastructure. It delivers what notify queued;
// the job that decided to notify has already checked the feature's flag for that customer.
/**
 * Sends the deliveries that are due (queued by notify for each 10-second slot, and for retries). Its own
 * retries are harmless: each delivery row is claimed once, so nothing is sent twice. No schedule: every
 * plugin test that runs due jobs would see it; a pending row whose job gave up goes with the next run.
 */
export const deliverNotificationsJob = defineJob<Record<string, never>>({
  name: DELIVER_NOTIFICATIONS_JOB,
  retryLimit: 3,
  async run(_data, context) {
    const delivery = context.notifications;
    if (!isNotificationDelivery(delivery)) {
      throw new Error('core.deliver-notifications needs the host NotificationSender (createNotificationSender) as context.notifications');
    }
    await delivery.deliverDue({ db: context.db, now: () => context.now(), jobs: context.jobs });
  },
});
