import { ApiError, defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { einvoiceProposalBodySchema, einvoicingResponseSchema } from '../../contract/einvoicing';
import { requireFullAccessToAll } from '../access/invoiceAccess';
import { isValidIban } from '../banking/iban';
import { loadEinvoicing } from '../model/loadEinvoicing';
import { userParamsSchema } from '../paramsSchemas';
import { customersOfPlaces, loadAgreements, saveProposal } from '../queries/einvoiceAgreements';

/**
 * POST /v1/invoices/user/:id/einvoicing/proposal { customerCode, bankBic, einvoiceAddress } — sends an
 * e-invoice proposal for an invoicing customer. A customer behind none of the user's places → 404;
 * a READ_ONLY grant to any of its places → 403; an agreement already active → 409; an address with a
 * wrong IBAN check → 400 naming body.einvoiceAddress. Answers the new e-invoicing state.
 */
export function registerEinvoiceProposalRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v1/invoices/user/:id/einvoicing/proposal',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    resourceFields: { body: { customerCode: 'customer' } },
    schemas: { params: userParamsSchema, body: einvoiceProposalBodySchema, response: einvoicingResponseSchema },
    async handler({ body, user }) {
      // A customer the user cannot see is 404 before anything about the rest of the input is said.
      const grants = await context.access.visibleLocations(user, context.company);
      const customers = await customersOfPlaces(
        context.db,
        context.company,
        grants.map((g) => g.locationIdentifier),
      );
      const customer = customers.find((c) => c.customerCode === body.customerCode);
      if (!customer) throw notFound('Customer');
      const address = body.einvoiceAddress.replace(/\s/g, '').toUpperCase();
      if (!isValidIban(address)) throw new ApiError('BAD_REQUEST', 'Not a valid IBAN', 'body.einvoiceAddress');
      requireFullAccessToAll(grants.filter((g) => customer.locationIdentifiers.includes(g.locationIdentifier)));
      await context.db.transaction(async (tx) => {
        const existing = (await loadAgreements(tx, context.company, [customer.customerCode])).get(customer.customerCode);
        if (existing?.state === 'ACTIVE') throw new ApiError('CONFLICT', 'E-invoicing is already active', undefined, { reason: 'ALREADY_ACTIVE' });
        await saveProposal(tx, context.company, customer.customerCode, body.bankBic, address, context.now());
      });
      return loadEinvoicing(context, user);
    },
  });
}
