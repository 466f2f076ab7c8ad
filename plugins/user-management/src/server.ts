import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { mainUserServiceFactory } from './server/company/mainUserCompanies';
import { seedDemoCompanyUsers } from './server/demo/demoCompanyUsers';
import { claimInvitationsJob } from './server/jobs/claimInvitationsJob';
import { expireRightsJob } from './server/jobs/expireRightsJob';
import { syncLabelRulesJob } from './server/jobs/syncLabelRulesJob';
import { userManagementMigrations } from './server/migrations';
import { subUserAddedKind } from './server/notify/subUserAddedKind';
import { registerUserManagementRoutes } from './server/registerUserManagementRoutes';
import { USER_MANAGEMENT_SERVICE_DEPS } from './server/userManagementServices';

/**
 * The user-management plugin's server part (requirements §7 "User management", mode B2B, flag `locations`):
 * a business customer's main user manages sub-users and their rights on the company's places.
 * A user without a B2B customership gets 403; the flag off → 404.
 */
export const userManagementServerPlugin = defineServerPlugin({
  id: 'user-management',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flag: 'locations',
  modes: ['B2B'],
  // A B2C-only user gets 403 (issue 15, core's modeRefusal); a B2B customer may call from either side.
  modeRefusal: 'forbidden',
  migrations: userManagementMigrations,
  deps: USER_MANAGEMENT_SERVICE_DEPS,
  routes: registerUserManagementRoutes,
  demoData: seedDemoCompanyUsers,
  jobs: [expireRightsJob, claimInvitationsJob, syncLabelRulesJob],
  notificationKinds: [subUserAddedKind],
  // The external API's keys ask who the main user is (common.ts).
  provides: [mainUserServiceFactory],
});

export default userManagementServerPlugin;
