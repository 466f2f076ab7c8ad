import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { USER_MANAGEMENT_BASE } from '../../contract/paths';
import {
  addCustomershipRequestSchema,
  addCustomershipResponseSchema,
  companyUserParamsSchema,
  okResponseSchema,
  type CustomershipError,
} from '../../contract/userManagement';
import { requireMainUser } from '../company/companyRole';
import { claimUnmanagedCompanies } from '../company/membership';
import { COMPANY_PATH_PARAMS, companyRef } from './companyRef';
import type { UserManagementServices } from '../userManagementServices';

/** A refused removal: 409 with the reason in `details.customershipError`, which the web's modal names. */
function refused(code: CustomershipError, message: string): ApiError {
  return new ApiError('CONFLICT', message, 'params.companyReferenceId', { customershipError: code });
}

/**
 * POST addCustomership / DELETE removeCustomership (requirements §7, docs/user-management.md). Only the main
 * user of `:companyReferenceId` calls them: adding proves another business customer code with
 * registration's invoice proof (the host's customershipsServiceRef: same lock-out, audit and
 * owner grants) and makes the caller its main user; removing gives up the named company.
 */
export function registerCustomershipRoutes(app: FastifyInstance, context: ServerPluginContext, services: UserManagementServices): void {
  const { db } = context;

  defineRoute(app, {
    method: 'POST',
    url: `${USER_MANAGEMENT_BASE}/addCustomership`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyUserParamsSchema, body: addCustomershipRequestSchema, response: addCustomershipResponseSchema },
    async handler({ params, body, user, request }) {
      await requireMainUser(db, companyRef(context, params), user, context.now());
      const added = await services.customerships.addByInvoice(request, user, {
        customerNumber: body.customerNumber,
        invoiceReference: body.invoiceReference,
        customerType: 'B2B',
      });
      // The new code has no main user yet and the caller now owns its places: this makes them its main user.
      await claimUnmanagedCompanies(db, context.company, user.id, context.now());
      return added;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${USER_MANAGEMENT_BASE}/removeCustomership`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyUserParamsSchema, response: okResponseSchema },
    async handler({ params, user, request }) {
      const ref = companyRef(context, params);
      await requireMainUser(db, ref, user, context.now());
      await db.transaction(async (tx) => {
        // Locks the company's rows: a sub-user added meanwhile waits, and is then seen here.
        const { rows } = await tx.query<{ user_id: string; role: string }>(
          'select user_id, role from user_management_company_users where company = $1 and customer_code = $2 for update',
          [ref.company, ref.customerCode],
        );
        if (!rows.some((row) => row.user_id === user.id && row.role === 'main')) throw refused('NOT_MAIN_USER', 'You are no longer the main user');
        // The sub-users' rights come from the company: they must be removed (or the company transferred) first.
        if (rows.some((row) => row.role === 'sub')) throw refused('HAS_SUB_USERS', 'Remove the sub-users or transfer the company first');
        const held = await tx.query<{ n: number }>('select count(*)::int as n from customerships where user_id = $1', [user.id]);
        if ((held.rows[0]?.n ?? 0) <= 1) throw refused('LAST_CUSTOMERSHIP', 'This is your only customership');
        await tx.query('delete from user_management_company_users where company = $1 and customer_code = $2 and user_id = $3', [
          ref.company,
          ref.customerCode,
          user.id,
        ]);
        await tx.query(`delete from customerships where company = $1 and customer_code = $2 and user_id = $3`, [
          ref.company,
          ref.customerCode,
          user.id,
        ]);
        await tx.query(
          `delete from location_access la using locations l
            where la.location_identifier = l.location_identifier and la.user_id = $1 and la.relation = 'owner'
              and l.company = $2 and l.customer_code = $3`,
          [user.id, ref.company, ref.customerCode],
        );
        await tx.query(
          `delete from content_order co using locations l
            where co.location_identifier = l.location_identifier and co.user_id = $1 and l.company = $2 and l.customer_code = $3`,
          [user.id, ref.company, ref.customerCode],
        );
        // Without a business customership left the login is a consumer's: the B2B side would only answer 403.
        await tx.query(
          `update users set ui_mode = 'B2C' where id = $1 and not exists (select 1 from customerships where user_id = $1 and customer_type = 'B2B')`,
          [user.id],
        );
        await context.audit(
          request,
          { kind: 'customership.removed', userId: user.id, details: { customerships: [`${ref.company}:${ref.customerCode}`] } },
          tx,
        );
      });
      return { ok: true as const };
    },
  });
}
