import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { LIST_PAGE_SIZE, listSummaryQuerySchema, listSummaryResponseSchema } from '../../contract';
import { listLabels, queryList } from '../list/listQuery';
import { listScope } from '../list/listScope';
import type { B2bServices } from '../b2bServices';
import { LIST_PATH_PARAMS, LIST_URL, listParamsSchema } from './listParams';

/**
 * GET listSummary (requirements §7): one page of 20 of the company's places the caller holds, sorted by one of
 * the requirements §2 keys either way or by the caller's content order, filtered by text and/or label, with the
 * totals of the whole filtered set and the caller's companies for the selector.
 */
export function registerListSummaryRoute(app: FastifyInstance, context: ServerPluginContext, { alertCounts }: B2bServices): void {
  defineRoute(app, {
    method: 'GET',
    url: `${LIST_URL}/listSummary`,
    access: 'session',
    pathParams: LIST_PATH_PARAMS,
    schemas: { params: listParamsSchema, query: listSummaryQuerySchema, response: listSummaryResponseSchema },
    async handler({ user, params, query }) {
      const { scope, company, companies } = await listScope(context, user, params.companyReferenceId);
      const [result, labels] = await Promise.all([queryList(context.db, alertCounts, scope, query), listLabels(context.db, scope)]);
      return {
        company,
        companies,
        page: query.page,
        pageSize: LIST_PAGE_SIZE,
        sort: query.sort,
        direction: query.direction,
        totals: { ...result.totals, month: scope.month.slice(0, 7) },
        places: result.places,
        labels,
      };
    },
  });
}
