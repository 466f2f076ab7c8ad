import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { contractsDemoData } from './server/demo/contractsDemoData';
import { contractsMigrations } from './server/migrations';
import { registerContractRoutes } from './server/registerContractRoutes';
import { CONTRACTS_FLAGS } from './contract/flags';

/**
 * The contracts plugin's server part (flag contractsAndPrices). Contracts themselves are the domain
 * model's; the plugin adds follow-up offers, the green power audit trail, emission factors and
 * network price lists. Sub-features have their own flags and answer 404 when off: greenPower (the
 * switch), homeInsurance (shown in contracts), networkProductComparison, followUpOffer.
 */
export const contractsServerPlugin = defineServerPlugin({
  id: 'contracts',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: CONTRACTS_FLAGS,
  flag: 'contractsAndPrices',
  migrations: contractsMigrations,
  routes: registerContractRoutes,
  demoData: contractsDemoData,
});

export default contractsServerPlugin;
