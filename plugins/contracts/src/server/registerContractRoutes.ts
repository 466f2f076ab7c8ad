import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerAcceptFollowUpOfferRoute } from './routes/acceptFollowUpOfferRoute';
import { registerContractsRoute } from './routes/contractsRoute';
import { registerFollowUpOffersRoute } from './routes/followUpOffersRoute';
import { registerGreenPowerRoute } from './routes/greenPowerRoute';
import { registerProductComparisonRoute } from './routes/productComparisonRoute';
import { registerSwitchGuardRoute } from './routes/switchGuardRoute';

/** The plugin's API routes; paths are listed in ../contract.ts. */
export function registerContractRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerContractsRoute(app, context);
  registerGreenPowerRoute(app, context);
  registerSwitchGuardRoute(app, context);
  registerProductComparisonRoute(app, context);
  registerFollowUpOffersRoute(app, context);
  registerAcceptFollowUpOfferRoute(app, context);
}
