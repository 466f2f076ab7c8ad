import type { CompanyCode } from '../permissions/permissionKeys';
import type { Queryable } from './database';

/**
 * Maintenance mode of a company's portal (SPEC §4: toggled per origin, scheduled or cancelled). The
 * admin plugin owns the switch and its schedules; the host enforces it (customer API calls answer 503
 * MAINTENANCE, the web shows the maintenance page). Plugins never import each other and the host never
 * imports a plugin's internals, so the owner declares a reader in its ServerPlugin's `maintenance`
 * and the host asks through `readMaintenance`, like userFacts.
 */
export interface MaintenanceState {
  readonly active: boolean;
  /** The administrator's note to customers (free text, shown under the translated maintenance text). */
  readonly message: string | null;
  /** When it was switched on (ISO), null when off. */
  readonly since: string | null;
}

export type MaintenanceReader = (db: Queryable, company: CompanyCode) => Promise<MaintenanceState>;

export const MAINTENANCE_OFF: MaintenanceState = Object.freeze({ active: false, message: null, since: null });

/** The first mounted plugin's answer that says "on"; off when no plugin of the company keeps the switch. */
export async function readMaintenance(
  plugins: readonly { readonly maintenance?: MaintenanceReader }[],
  db: Queryable,
  company: CompanyCode,
): Promise<MaintenanceState> {
  for (const plugin of plugins) {
    if (!plugin.maintenance) continue;
    const state = await plugin.maintenance(db, company);
    if (state.active) return state;
  }
  return MAINTENANCE_OFF;
}
