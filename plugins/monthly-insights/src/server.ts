import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { monthlyInsightsMigrations } from './server/migrations';
import { monthlyInsightKind, monthlyMailJob } from './server/mail/monthlyMailJob';
import { registerMonthlyInsightsRoutes } from './server/registerMonthlyInsightsRoutes';
import { MONTHLY_INSIGHTS_FLAGS } from './contract/flags';

/**
 * The monthly-insights plugin's server part (flag `monthlyInsights`: off → its routes answer 404). The host mounts it
 * under /api when the company ships the plugin, and runs its migrations on the shared database.
 */
export const monthlyInsightsServerPlugin = defineServerPlugin({
  id: 'monthly-insights',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: MONTHLY_INSIGHTS_FLAGS,
  flag: 'monthlyInsights',
  migrations: monthlyInsightsMigrations,
  routes: registerMonthlyInsightsRoutes,
  notificationKinds: [monthlyInsightKind],
  jobs: [monthlyMailJob],
});

export default monthlyInsightsServerPlugin;
