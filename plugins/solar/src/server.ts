import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { solarDemoData } from './server/demo/solarDemoData';
import { detectProductionDropJob } from './server/jobs/detectProductionDrop';
import { monthlyStatementJob } from './server/jobs/monthlyStatement';
import { solarMigrations } from './server/migrations';
import { monthlyStatementKind } from './server/notify/monthlyStatementKind';
import { productionDropKind } from './server/notify/productionDropKind';
import { registerSolarRoutes } from './server/registerSolarRoutes';
import { SOLAR_FLAGS } from './contract/flags';

/**
 * The solar plugin's server part (flag `solar`: off → its routes answer 404). The host mounts it
 * under /api when the company ships the plugin, and runs its migrations on the shared database.
 */
export const solarServerPlugin = defineServerPlugin({
  id: 'solar',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: SOLAR_FLAGS,
  flag: 'solar',
  migrations: solarMigrations,
  routes: registerSolarRoutes,
  jobs: [detectProductionDropJob, monthlyStatementJob],
  notificationKinds: [productionDropKind, monthlyStatementKind],
  async demoData(tx, context) {
    await solarDemoData(tx, context.today);
  },
});

export default solarServerPlugin;
