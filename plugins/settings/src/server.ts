import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { settingsMigrations } from './server/migrations';
import { registerSettingsRoutes } from './server/registerSettingsRoutes';

/**
 * The settings plugin's server part (flag `generalSettings`: off → its routes answer 404). The host mounts it
 * under /api when the company ships the plugin, and runs its migrations on the shared database.
 */
export const settingsServerPlugin = defineServerPlugin({
  id: 'settings',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flag: 'generalSettings',
  migrations: settingsMigrations,
  routes: registerSettingsRoutes,
});

export default settingsServerPlugin;
