import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { reportsMigrations } from './server/migrations';
import { generateReportJob } from './server/report/generateReportJob';
import { registerReportsRoutes } from './server/registerReportsRoutes';
import { REPORTS_FLAGS } from './contract/flags';

/**
 * The reports plugin's server part (flag `reports`: off → its routes answer 404). The host mounts it
 * under /api when the company ships the plugin, and runs its migrations on the shared database.
 */
export const reportsServerPlugin = defineServerPlugin({
  id: 'reports',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: REPORTS_FLAGS,
  flag: 'reports',
  migrations: reportsMigrations,
  routes: registerReportsRoutes,
  jobs: [generateReportJob],
});

export default reportsServerPlugin;
