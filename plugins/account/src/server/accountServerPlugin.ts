import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../../package.json' with { type: 'json' };
import { createOidcClient } from './registration/oidc/oidcClient';
import { registerRegistrationRoutes } from './registration/registrationRoutes';
import { REGISTRATION_SERVICE_DEPS } from './registration/registrationServices';

/**
 * The account plugin's server part: registration as a customer (POST /v3/user/register, strong
 * identification over OpenID Connect, GET /v2/user/profile/{uuid}). No flag: without it nobody could
 * become a customer, so every company ships it (config's PLUGINS_SHIPPED_BY_EVERY_COMPANY). The customer
 * register, the person-id digest key and the provider's settings are the host's, reached through core's
 * account services in `deps` (docs/architecture/account.md).
 */
export const accountServerPlugin = defineServerPlugin({
  id: 'account',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  deps: REGISTRATION_SERVICE_DEPS,
  routes(app, context, services) {
    const { settings } = services.strongAuthProvider;
    const oidc = settings ? createOidcClient(settings, () => context.now()) : null;
    registerRegistrationRoutes(app, { context, oidc, services });
  },
});
