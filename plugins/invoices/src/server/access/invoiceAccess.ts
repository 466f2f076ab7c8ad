import { ApiError, notFound, type AuthenticatedUser, type LocationGrant, type ServerPluginContext } from '@portal/core/server';
import { loadInvoiceRow, type InvoiceRow } from '../queries/invoiceRows';

/**
 * An invoice is visible exactly when its use place is (ctx.access): someone else's invoice answers
 * 404 like a missing one. Changing anything about it needs FULL_ACCESS to that place (403 otherwise).
 */
export async function requireInvoice(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  invoiceNumber: string,
  today: string,
): Promise<{ invoice: InvoiceRow; grant: LocationGrant }> {
  const invoice = await loadInvoiceRow(context.db, context.company, invoiceNumber, today);
  if (!invoice) throw notFound('Invoice');
  const grants = await context.access.visibleLocations(user, context.company);
  const grant = grants.find((g) => g.locationIdentifier === invoice.locationIdentifier);
  if (!grant) throw notFound('Invoice');
  return { invoice, grant };
}

/** Writes that concern several places (an invoicing customer's) need FULL_ACCESS to every one of them. */
export function requireFullAccessToAll(grants: readonly LocationGrant[]): void {
  if (grants.some((grant) => grant.right !== 'FULL_ACCESS')) {
    throw new ApiError('FORBIDDEN', 'Read-only access cannot change invoicing');
  }
}
