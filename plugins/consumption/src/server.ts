import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { consumptionMigrations } from './server/migrations';
import { registerConsumptionRoutes } from './server/registerConsumptionRoutes';

/**
 * The consumption plugin's server part: electricity and district heating series, summaries, budget,
 * weighted price, profile, and the admin ingest of Datahub files. The series are the domain model's
 * tables; the plugin owns budgets, reactive energy and the district heating class limits.
 */
export const consumptionServerPlugin = defineServerPlugin({
  id: 'consumption',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flag: 'consumption',
  migrations: consumptionMigrations,
  routes: registerConsumptionRoutes,
});

export default consumptionServerPlugin;
