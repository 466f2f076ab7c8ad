import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { registerSettingsRoutes } from './server/registerSettingsRoutes';
import { SETTINGS_FLAGS } from './contract/flags';

/**
 * The settings plugin's server part (flag `generalSettings`: off → its routes answer 404): the
 * tips-and-tricks subscription. The account routes the page also uses (e-mail change, account deletion,
 * properties) are the host's, gated by the same flag where they are the page's alone (docs/settings.md).
 */
export const settingsServerPlugin = defineServerPlugin({
  id: 'settings',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: SETTINGS_FLAGS,
  flag: 'generalSettings',
  routes: registerSettingsRoutes,
});

export default settingsServerPlugin;
