import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { userManagementRoute } from './web/routes';
import { userManagementTranslations } from './web/translations';

/**
 * The user-management plugin's web part (flag `locations`, mode B2B): requirements §2's "main user management" /
 * "user management" page with a menu step. This file is the manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const userManagementPlugin = definePlugin({
  id: 'user-management',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'locations', modes: ['B2B'] },
  routes: [{ ref: userManagementRoute, page: () => import('./web/pages/UserManagementPage') }],
  menu: [
    {
      id: 'user-management.menu',
      labelKey: 'menu.userManagement',
      route: userManagementRoute,
      section: 'services',
      order: 90,
      // Only a company's main user manages users; a sub-user gets no step (requirements §2, issue 15).
      shownWhen: () => import('./web/menu/MainUserOnly'),
    },
  ],
  translations: userManagementTranslations,
  // requirements §7 demo mode (the user management page): for the demo build only, behind a loader.
  demo: () => import('./web/demoAnswers').then((m) => m.userManagementDemoAnswers),
});

export default userManagementPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { userManagementRoute } from './web/routes';
export type { CompanyMember, ExistingUsersResponse, UserSettingsResponse, TransferError } from './contract';
