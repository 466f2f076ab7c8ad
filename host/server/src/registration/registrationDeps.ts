import type { CustomerProofs, ServerPluginContext } from '@portal/core/server';
import type { OidcClient } from './oidc/oidcClient';

export interface RegistrationDeps {
  readonly context: ServerPluginContext;
  /** Null when no provider is configured: strong identification answers 503, the invoice proof still works. */
  readonly oidc: OidcClient | null;
  /** Key of the person-id digest (PERSON_ID_KEY, or the development key outside production). */
  readonly personIdKey: string;
  /** The mounted plugins' proofs (the invoices plugin's recent references). */
  readonly proofs: readonly CustomerProofs[];
}
