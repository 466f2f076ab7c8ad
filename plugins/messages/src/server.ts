import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { companyMessageKind } from './server/admin/companyMessageKind';
import { massMessageJob } from './server/admin/massMessageJob';
import { seedMessagesDemoData } from './server/demo/messagesDemoData';
import { messagesMigrations } from './server/migrations';
import { registerMessagesRoutes } from './server/registerMessagesRoutes';
import { MESSAGES_FLAGS } from './contract/flags';
import { MESSAGES_PERMISSIONS } from './contract/permissions';

/**
 * The message box's server part (flag `messageBox`: off → its routes answer 404). The inbox is core's
 * `portal_messages`, written by delivery for every notification kind (this plugin's company messages,
 * the alerts plugin's alerts); this plugin reads and marks it, sends company messages (single, mass as
 * a job with progress, targeted) and serves the notices, popups and top bar.
 */
export const messagesServerPlugin = defineServerPlugin({
  id: 'messages',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: MESSAGES_FLAGS,
  permissions: MESSAGES_PERMISSIONS,
  flag: 'messageBox',
  migrations: messagesMigrations,
  routes: registerMessagesRoutes,
  jobs: [massMessageJob],
  notificationKinds: [companyMessageKind],
  demoData: seedMessagesDemoData,
});

export default messagesServerPlugin;
