import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { alertsDemoData } from './server/demo/alertsDemoData';
import { disruptionNoticeJob } from './server/jobs/disruptionNotice';
import { evaluateConsumptionJob } from './server/jobs/evaluateConsumption';
import { evaluatePricesJob } from './server/jobs/evaluatePrices';
import { evaluateReturnTemperatureJob } from './server/jobs/evaluateReturnTemperature';
import { alertsMigrations } from './server/migrations';
import { ALERT_NOTIFICATION_KINDS } from './server/notifications/kinds';
import { alertServices } from './server/alertServices';
import { registerAlertsRoutes } from './server/registerAlertsRoutes';

/**
 * The alerts plugin's server part: consumption, disruption, district heating and price alerts. It has
 * no plugin-wide flag because it serves three (consumptionAlert, disruptionAlert, priceLimit): each
 * route declares its own, so a flag that is off makes exactly its routes answer 404. Alerts are
 * evaluated by jobs on domain events (readings loaded, spot prices loaded), never by a timer that guesses.
 */
export const alertsServerPlugin = defineServerPlugin({
  id: 'alerts',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  migrations: alertsMigrations,
  routes: registerAlertsRoutes,
  jobs: [evaluateConsumptionJob, evaluateReturnTemperatureJob, evaluatePricesJob, disruptionNoticeJob],
  notificationKinds: [...ALERT_NOTIFICATION_KINDS],
  // Other plugins read alert facts through these services (common.ts), never the alert tables.
  provides: alertServices,
  async demoData(tx, context) {
    await alertsDemoData(tx, context);
  },
});

export default alertsServerPlugin;
