import { ApiError, companyAdminPermission, defineRoute, type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminFeedbackResponseSchema,
  adminRequestSchema,
  adminRequestsQuerySchema,
  adminRequestsResponseSchema,
  requestStatusBodySchema,
  SERVICE_ROUTES,
  type AdminRequest,
} from '../../contract';
import { requestNoticeKind } from '../notifications/kinds';

/** Customer service handles requests: requirements §6 user admin (admin.users) of this portal's company. */
const PERMISSION = 'admin.users';

function requireCompanyAdmin(context: ServerPluginContext, user: AuthenticatedUser): void {
  // Company-specific admin needs superuser or the company's origin group (requirements §6, adminCompaniesOf).
  context.requirePermission(user, companyAdminPermission(context.company));
}

interface RequestRow {
  reference: string;
  kind: AdminRequest['kind'];
  topic: string;
  status: AdminRequest['status'];
  status_note: string | null;
  email: string;
  location_identifier: string;
  place_name: string;
  created_at: Date;
  updated_at: Date;
  details: Record<string, unknown>;
  user_id: string;
}

const REQUEST_SELECT = `
  select r.reference, r.kind, r.topic, r.status, r.status_note, u.email, r.location_identifier, l.name as place_name,
         r.created_at, r.updated_at, r.details, r.user_id
    from service_requests r join users u on u.id = r.user_id join locations l on l.location_identifier = r.location_identifier`;

function toAdminRequest(row: RequestRow): AdminRequest {
  return {
    reference: row.reference,
    kind: row.kind,
    topic: row.topic,
    status: row.status,
    statusNote: row.status_note,
    customerEmail: row.email,
    locationIdentifier: row.location_identifier,
    placeName: row.place_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    details: row.details,
  };
}

/**
 * The administrators' lists: service requests and fault reports (with a status change the customer
 * then sees and is told of), and app and error feedback. Only this portal's company's rows, for its
 * own administrators (superusers or the company's origin group); every status change is audited.
 */
export function registerAdminRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: SERVICE_ROUTES.adminRequests,
    access: { permission: PERMISSION },
    schemas: { query: adminRequestsQuerySchema, response: adminRequestsResponseSchema },
    async handler({ query, user }) {
      requireCompanyAdmin(context, user);
      const { rows } = await context.db.query<RequestRow>(
        `${REQUEST_SELECT}
          where r.company = $1 and ($2::text is null or r.kind = $2) and ($3::text is null or r.status = $3)
          order by r.created_at desc, r.reference desc limit 500`,
        [context.company, query.kind ?? null, query.status ?? null],
      );
      return { items: rows.map(toAdminRequest) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: SERVICE_ROUTES.adminRequestStatus,
    access: { permission: PERMISSION },
    pathParams: { reference: { resource: 'serviceRequest' } },
    schemas: { params: z.object({ reference: z.string().min(1).max(40) }), body: requestStatusBodySchema, response: adminRequestSchema },
    async handler({ params, body, request, user }) {
      requireCompanyAdmin(context, user);
      return context.db.transaction(async (tx) => {
        const { rows } = await tx.query<RequestRow>(`${REQUEST_SELECT} where r.reference = $1 and r.company = $2 for update of r`, [
          params.reference,
          context.company,
        ]);
        const current = rows[0];
        // Another company's request answers as one that does not exist.
        if (!current) throw new ApiError('NOT_FOUND', 'Not found');
        const now = context.now().toISOString();
        await tx.query('update service_requests set status = $2, status_note = $3, updated_at = $4 where reference = $1', [
          params.reference,
          body.status,
          body.note,
          now,
        ]);
        if (current.status !== body.status) {
          await context.notifications.notify(
            {
              kind: requestNoticeKind.kind,
              userId: current.user_id,
              payload: { reference: current.reference, kind: current.kind, placeName: current.place_name, status: body.status },
              dedupeKey: `service-requests:${current.reference}:${body.status}:${now}`,
              locationIdentifier: current.location_identifier,
            },
            { tx },
          );
        }
        await context.audit(
          request,
          {
            kind: 'admin.write',
            userId: user.id,
            action: 'service-requests.status',
            details: { reference: params.reference, from: current.status, to: body.status },
          },
          tx,
        );
        return toAdminRequest({ ...current, status: body.status, status_note: body.note, updated_at: new Date(now) });
      });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: SERVICE_ROUTES.adminFeedback,
    access: { permission: PERMISSION },
    schemas: { response: adminFeedbackResponseSchema },
    async handler({ user }) {
      requireCompanyAdmin(context, user);
      const { rows } = await context.db.query<{
        id: string;
        kind: 'APP' | 'ERROR';
        email: string;
        rating: number | null;
        message: string;
        page: string;
        last_error: Record<string, unknown> | null;
        created_at: Date;
      }>(
        `select f.id::text, f.kind, u.email, f.rating, f.message, f.page, f.last_error, f.created_at
           from service_feedback f join users u on u.id = f.user_id
          where f.company = $1 order by f.created_at desc, f.id limit 500`,
        [context.company],
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          customerEmail: row.email,
          rating: row.rating,
          message: row.message,
          page: row.page,
          lastError: row.last_error,
          createdAt: row.created_at.toISOString(),
        })),
      };
    },
  });
}
