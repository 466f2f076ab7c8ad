import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { dueDateChangeBodySchema, invoiceSummarySchema } from '../../contract/invoice';
import { dueDateState } from '../model/dueDateState';
import { loadSummary } from '../model/loadSummary';
import { userParamsSchema } from '../paramsSchemas';
import { activeInvoicedContract, loadDueDateSetting, saveDueDateSetting } from '../queries/dueDateSettings';
import { today } from '../today';

/**
 * POST /v2/invoices/user/:id/duedate { locationIdentifier, invoiceDueDateCode } — changes the due day
 * of the place's invoicing contract for invoices issued from now on; answers the new summary.
 * READ_ONLY → 403 (from ctx.access); no contract or changed within the interval → 409 CONFLICT with
 * details.reason, so the web can say which; the same day again → 400 naming the field.
 */
export function registerDueDateRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v2/invoices/user/:id/duedate',
    access: 'session',
    pathParams: { id: 'activeUserId' },
    resourceFields: { body: { locationIdentifier: 'location' } },
    schemas: { params: userParamsSchema, body: dueDateChangeBodySchema, response: invoiceSummarySchema },
    async handler({ body, user }) {
      const grant = await context.access.requireLocation(user, context.company, body.locationIdentifier, 'write');
      const date = today(context);
      await context.db.transaction(async (tx) => {
        const contractId = await activeInvoicedContract(tx, body.locationIdentifier, date);
        const setting = contractId ? await loadDueDateSetting(tx, contractId) : null;
        const state = dueDateState(setting, contractId !== null, grant.right, date);
        if (!state.canChange || !contractId) {
          throw new ApiError('CONFLICT', 'The due date cannot be changed now', undefined, {
            reason: state.blockedReason,
            ...(state.nextChangeDate ? { nextChangeDate: state.nextChangeDate } : {}),
          });
        }
        if (state.code === body.invoiceDueDateCode) {
          throw new ApiError('BAD_REQUEST', 'This due date is already in force', 'body.invoiceDueDateCode');
        }
        await saveDueDateSetting(tx, contractId, body.invoiceDueDateCode, context.now());
      });
      return loadSummary(context, grant);
    },
  });
}
