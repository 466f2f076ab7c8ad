import { defineJob } from '@portal/core/server';
import { switchMaintenanceWindows } from './maintenanceWindows';

export const MAINTENANCE_WINDOWS_JOB = 'admin.maintenance-windows';

// No flag check (docs/jobs.md "Feature flags in jobs"): administration of the portal itself, for no
// customer's feature.
/**
 * Switches scheduled maintenance on and off by itself. Creating a window queues a run at its start and
 * one at its end (exact to the second); the minute schedule is the safety net for a run that was lost
 * (a server down at the moment). Every run reconciles all windows, so which run gets there first does
 * not matter.
 */
export const maintenanceWindowsJob = defineJob({
  name: MAINTENANCE_WINDOWS_JOB,
  schedule: '* * * * *',
  retryLimit: 3,
  retryDelaySeconds: 10,
  async run(_data, { db, now }) {
    await switchMaintenanceWindows(db, now());
  },
});
