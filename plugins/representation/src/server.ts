import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { representationDemoData } from './server/demo/representationDemoData';
import { expiryJob } from './server/jobs/expiryJob';
import { representationMigrations } from './server/migrations';
import { representationNotificationKinds } from './server/notifications';
import { registerRepresentationRoutes } from './server/registerRepresentationRoutes';
import { REPRESENTATION_FLAGS } from './contract/flags';

/**
 * The representation plugin's server part (flag `representative`: off → its routes answer 404):
 * read-right grants, their activation, revocation, renewal and expiry (docs/representation.md). Acting
 * for a customer is core's route guard and the host's LocationAccess; this plugin only writes the
 * location_access rows they read.
 */
export const representationServerPlugin = defineServerPlugin({
  id: 'representation',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: REPRESENTATION_FLAGS,
  flag: 'representative',
  migrations: representationMigrations,
  routes: registerRepresentationRoutes,
  jobs: [expiryJob],
  notificationKinds: representationNotificationKinds,
  demoData: representationDemoData,
});

export default representationServerPlugin;
