import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { consumptionDemoData } from './server/demo/consumptionDemoData';
import { ingestMeterReadingsCommand, ingestSpotPricesCommand } from './server/ingest/ingestCommands';
import { spotPriceInboxJob } from './server/ingest/spotPriceInboxJob';
import { consumptionMigrations } from './server/migrations';
import { registerConsumptionRoutes } from './server/registerConsumptionRoutes';
import { CONSUMPTION_FLAGS } from './contract/flags';

/**
 * The consumption plugin's server part: electricity and district heating series, summaries, budget,
 * weighted price, profile, the admin ingests (Datahub files, spot prices; a job loads price files from
 * a configured folder) and its demo data (reactive
 * energy). The series are the domain model's tables; the plugin owns budgets, reactive energy and the
 * district heating class limits.
 */
export const consumptionServerPlugin = defineServerPlugin({
  id: 'consumption',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: CONSUMPTION_FLAGS,
  flag: 'consumption',
  migrations: consumptionMigrations,
  routes: registerConsumptionRoutes,
  async demoData(tx, context) {
    await consumptionDemoData(tx, context);
  },
  commands: [ingestMeterReadingsCommand, ingestSpotPricesCommand],
  jobs: [spotPriceInboxJob],
});

export default consumptionServerPlugin;
