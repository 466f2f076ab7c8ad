import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { CHAT_FLAGS } from './contract/flags';

/**
 * The chat plugin's server part: no routes (the chat runs at the company's provider), only its flag, so
 * the server's flag catalogue, the admin flag screen and the company-config check know `chat`.
 */
export const chatServerPlugin = defineServerPlugin({
  id: 'chat',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: CHAT_FLAGS,
});

export default chatServerPlugin;
