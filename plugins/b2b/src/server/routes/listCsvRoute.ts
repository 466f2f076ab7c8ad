import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { listCsvBodySchema, listCsvResponseSchema } from '../../contract';
import { listCsv } from '../list/listCsv';
import { queryList } from '../list/listQuery';
import { listScope } from '../list/listScope';
import type { B2bServices } from '../b2bServices';
import { LIST_PATH_PARAMS, LIST_URL, listParamsSchema } from './listParams';

/**
 * POST csv (requirements §7 "CSV export"): every place of the filtered list (not only the page shown), in the
 * list's sort order. A POST because the filter travels in the body; it changes nothing.
 */
export function registerListCsvRoute(app: FastifyInstance, context: ServerPluginContext, { alertCounts }: B2bServices): void {
  defineRoute(app, {
    method: 'POST',
    url: `${LIST_URL}/csv`,
    access: 'session',
    pathParams: LIST_PATH_PARAMS,
    writes: false,
    schemas: { params: listParamsSchema, body: listCsvBodySchema, response: listCsvResponseSchema },
    async handler({ user, params, body }) {
      const { scope } = await listScope(context, user, params.companyReferenceId);
      const { places } = await queryList(context.db, alertCounts, scope, { ...body, page: undefined });
      const month = scope.month.slice(0, 7);
      return { fileName: `kayttopaikat-${scope.customerCode}-${month}.csv`, csv: listCsv(places, month, body.language) };
    },
  });
}
