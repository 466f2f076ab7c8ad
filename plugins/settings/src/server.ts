import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { registerSettingsRoutes } from './server/registerSettingsRoutes';
import { SETTINGS_FLAGS } from './contract/flags';
import { settingsMigrations } from './server/migrations';
import { SETTINGS_SERVICE_DEPS } from './server/settingsServices';

/**
 * The settings plugin's server part (flag `generalSettings`: off → its routes answer 404): the
 * tips-and-tricks subscription, the e-mail change and the account deletion. It reaches the host's
 * password check, outbox and session cookies through core's account services (its `deps`), never host
 * code. The
 * properties route and GET /v2/me stay the host's: the shell needs them whatever the flags
 * (docs/settings.md).
 */
export const settingsServerPlugin = defineServerPlugin({
  id: 'settings',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: SETTINGS_FLAGS,
  flag: 'generalSettings',
  migrations: settingsMigrations,
  deps: SETTINGS_SERVICE_DEPS,
  routes: registerSettingsRoutes,
});

export default settingsServerPlugin;
