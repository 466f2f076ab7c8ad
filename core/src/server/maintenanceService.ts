import { createServiceRef } from '../di/serviceRef';

/**
 * Maintenance mode of the company's portal (requirements §4: toggled per origin, scheduled or cancelled). The
 * host enforces it (customer API calls answer 503 MAINTENANCE, the web shows the maintenance page), so
 * the ref is core's, like the API-key service; the plugin that keeps the switch and its schedules
 * provides it. A company that ships no provider is never in maintenance.
 */
export interface MaintenanceState {
  readonly active: boolean;
  /** The administrator's note to customers (free text, shown under the translated maintenance text). */
  readonly message: string | null;
  /** When it was switched on (ISO), null when off. */
  readonly since: string | null;
}

export const MAINTENANCE_OFF: MaintenanceState = Object.freeze({ active: false, message: null, since: null });

export interface MaintenanceService {
  /** This server's company's maintenance state now. */
  current(): Promise<MaintenanceState>;
}

export const maintenanceServiceRef = createServiceRef<MaintenanceService>({ id: 'core.maintenance' });
