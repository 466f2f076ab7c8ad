import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { companyParamsSchema, invoiceCheckQuerySchema, invoiceCheckResponseSchema } from '../../contract/places';
import type { B2bServices } from '../b2bServices';
import { requireCompanyScope } from '../place/companyScope';
import { COMPANY_PATH, COMPANY_PATH_PARAMS } from '../place/resolveLocation';
import { loadInvoiceCheck } from './invoiceCheck';

/** GET …/invoiceCheck?year=: each place's invoices against metered intervals × contract + taxes. */
export function registerInvoiceCheckRoute(app: FastifyInstance, context: ServerPluginContext, { invoices }: B2bServices): void {
  defineRoute(app, {
    method: 'GET',
    url: `${COMPANY_PATH}/invoiceCheck`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyParamsSchema, query: invoiceCheckQuerySchema, response: invoiceCheckResponseSchema },
    async handler({ params, query, user }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      return { rows: await loadInvoiceCheck(context.db, invoices, user.id, scope, query.year) };
    },
  });
}
