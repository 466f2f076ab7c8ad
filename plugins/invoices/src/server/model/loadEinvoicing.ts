import type { AuthenticatedUser, ServerPluginContext } from '@portal/core/server';
import type { EinvoicingResponse } from '../../contract/einvoicing';
import { customersOfPlaces, loadAgreements } from '../queries/einvoiceAgreements';

/** E-invoicing state of every invoicing customer behind the places the user sees. */
export async function loadEinvoicing(context: ServerPluginContext, user: AuthenticatedUser): Promise<EinvoicingResponse> {
  const grants = await context.access.visibleLocations(user, context.company);
  const customers = await customersOfPlaces(
    context.db,
    context.company,
    grants.map((g) => g.locationIdentifier),
  );
  const agreements = await loadAgreements(
    context.db,
    context.company,
    customers.map((c) => c.customerCode),
  );
  const rightOf = new Map(grants.map((g) => [g.locationIdentifier, g.right]));
  return {
    agreements: customers.map((customer) => {
      const agreement = agreements.get(customer.customerCode);
      const fullAccess = customer.locationIdentifiers.every((id) => rightOf.get(id) === 'FULL_ACCESS');
      return {
        customerCode: customer.customerCode,
        companyName: customer.companyName,
        state: agreement?.state ?? 'NONE',
        bankBic: agreement?.bankBic ?? null,
        einvoiceAddress: agreement?.einvoiceAddress ?? null,
        canPropose: fullAccess && agreement?.state !== 'ACTIVE',
      };
    }),
  };
}
