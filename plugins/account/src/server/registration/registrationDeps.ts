import type { ServerPluginContext } from '@portal/core/server';
import type { OidcClient } from './oidc/oidcClient';
import type { RegistrationServices } from './registrationServices';

export interface RegistrationDeps {
  readonly context: ServerPluginContext;
  /** Null when no provider is configured: strong identification answers 503, the invoice proof still works. */
  readonly oidc: OidcClient | null;
  readonly services: RegistrationServices;
}
