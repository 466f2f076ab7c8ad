/** The host job that sends due deliveries (hostJobs.ts); notify queues it for each due instant. */
export const DELIVER_NOTIFICATIONS_JOB = 'core.deliver-notifications';
