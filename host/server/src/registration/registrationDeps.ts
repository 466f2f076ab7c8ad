import type { ServerPluginContext } from '@portal/core/server';
import type { InvoiceReferencesService } from '@portal/plugin-invoices/common';
import type { OidcClient } from './oidc/oidcClient';

export interface RegistrationDeps {
  readonly context: ServerPluginContext;
  /** Null when no provider is configured: strong identification answers 503, the invoice proof still works. */
  readonly oidc: OidcClient | null;
  /** Key of the person-id digest (PERSON_ID_KEY, or the development key outside production). */
  readonly personIdKey: string;
  /** The invoices plugin's recent references; none when the company ships no invoices plugin. */
  readonly invoiceReferences: InvoiceReferencesService | undefined;
}
