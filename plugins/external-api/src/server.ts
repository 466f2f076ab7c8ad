import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { externalApiServiceDeps } from './server/externalApiServices';
import { keyStoreFactory } from './server/keys/keyStore';
import { externalApiMigrations } from './server/migrations';
import { registerExternalApiRoutes } from './server/registerExternalApiRoutes';

/**
 * The external-api plugin's server part (issue 18, requirements §7 "External API v1", flag `locations`: off →
 * its routes answer 404): API keys a business customer's main user makes for the company's own systems,
 * and the v1 routes those systems call with `Authorization: Bearer <key>` (docs/external-api.md).
 * The plugin provides core's API-key service (apiKeyAuthServiceRef), so the host's guard answers `apiKey`
 * routes; who is a company's main user it asks the user-management plugin (required: without it no key
 * could ever be made or used, so the host refuses to start).
 */
export const externalApiServerPlugin = defineServerPlugin({
  id: 'external-api',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flag: 'locations',
  migrations: externalApiMigrations,
  deps: externalApiServiceDeps,
  routes: registerExternalApiRoutes,
  provides: [keyStoreFactory],
});

export default externalApiServerPlugin;
