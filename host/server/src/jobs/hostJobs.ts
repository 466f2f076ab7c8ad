import type { JobDefinition } from '@portal/core/server';
import { deliverNotificationsJob } from '../notify/deliveryJob';

/**
 * The host's own background jobs (delivery, outbox drain, ...), run by the same runner as the plugins'
 * `ServerPlugin.jobs`. Names start with `core.`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own data type
export const HOST_JOBS: readonly JobDefinition<any>[] = [deliverNotificationsJob];
