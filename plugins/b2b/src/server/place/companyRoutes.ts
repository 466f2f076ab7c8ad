import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import {
  companyInvoicesResponseSchema,
  companyParamsSchema,
  comparisonsQuerySchema,
  comparisonsResponseSchema,
  invoicesQuerySchema,
  pricingResponseSchema,
} from '../../contract/places';
import type { B2bServices } from '../b2bServices';
import { requireCompanyScope } from './companyScope';
import { loadComparisons } from './comparisons';
import { loadCompanyInvoices, loadCompanyPricing } from './companyPricing';
import { COMPANY_PATH, COMPANY_PATH_PARAMS } from './resolveLocation';

/** Company-level views: listComparisons, pricing and invoices of every place the caller sees. */
export function registerCompanyRoutes(app: FastifyInstance, context: ServerPluginContext, { invoices }: B2bServices): void {
  defineRoute(app, {
    method: 'GET',
    url: `${COMPANY_PATH}/listComparisons`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyParamsSchema, query: comparisonsQuerySchema, response: comparisonsResponseSchema },
    async handler({ params, query, user }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      return loadComparisons(context.db, user.id, scope.company, scope.customerCode, query.by, query.year, context.now());
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${COMPANY_PATH}/pricing`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyParamsSchema, response: pricingResponseSchema },
    async handler({ params, user }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      return { places: await loadCompanyPricing(context.db, user.id, scope, localDateOf(context.now())) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${COMPANY_PATH}/invoices`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyParamsSchema, query: invoicesQuerySchema, response: companyInvoicesResponseSchema },
    async handler({ params, query, user }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      return loadCompanyInvoices(invoices, user.id, scope, query.year ?? null);
    },
  });
}
