import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { settingsRoute } from './web/routes';
import { settingsTranslations } from './web/translations';

/**
 * The settings plugin's web part (flag `generalSettings`): one page with a menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const settingsPlugin = definePlugin({
  id: 'settings',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'generalSettings' },
  routes: [{ ref: settingsRoute, page: () => import('./web/pages/SettingsPage') }],
  menu: [{ id: 'settings.menu', labelKey: 'menu.settings', route: settingsRoute, section: 'services', order: 90 }],
  translations: settingsTranslations,
});

export default settingsPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { settingsRoute } from './web/routes';
export type { SettingsItem, SettingsItemsResponse } from './contract';
