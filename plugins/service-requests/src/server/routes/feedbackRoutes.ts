import { randomUUID } from 'node:crypto';
import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appFeedbackBodySchema, errorFeedbackBodySchema, feedbackSavedSchema, SERVICE_ROUTES } from '../../contract';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * POST /v2/appfeedback/:id — feedback on the portal; POST /v2/errorfeedback — "something went wrong",
 * with the last client error only when the person agreed (the web sends null otherwise). Both land in
 * the administrators' feedback list of this company.
 */
export function registerFeedbackRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: SERVICE_ROUTES.appFeedback,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: paramsSchema, body: appFeedbackBodySchema, response: feedbackSavedSchema },
    status: 201,
    async handler({ body, user }) {
      const id = randomUUID();
      await context.db.query(
        `insert into service_feedback (id, company, kind, user_id, rating, message, page, created_at) values ($1, $2, 'APP', $3, $4, $5, $6, $7)`,
        [id, context.company, user.id, body.rating, body.message, body.page, context.now().toISOString()],
      );
      return { id };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: SERVICE_ROUTES.errorFeedback,
    access: 'session',
    schemas: { body: errorFeedbackBodySchema, response: feedbackSavedSchema },
    status: 201,
    async handler({ body, user }) {
      const id = randomUUID();
      await context.db.query(
        `insert into service_feedback (id, company, kind, user_id, message, page, last_error, created_at) values ($1, $2, 'ERROR', $3, $4, $5, $6, $7)`,
        [id, context.company, user.id, body.message, body.page, body.lastError ? JSON.stringify(body.lastError) : null, context.now().toISOString()],
      );
      return { id };
    },
  });
}
