import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { USER_MANAGEMENT_BASE } from '../../contract/paths';
import { companyUserParamsSchema, mainUserResponseSchema, transferRequestSchema, type TransferError } from '../../contract/userManagement';
import { requireMainUser } from '../company/companyRole';
import { COMPANY_PATH_PARAMS, companyRef } from './companyRef';

/** A refused transfer: 409 with requirements §8's error code in `details.transferError`, which the web's modal shows. */
function refused(code: TransferError, message: string): ApiError {
  return new ApiError('CONFLICT', message, 'body.targetUserId', { transferError: code });
}

/**
 * POST transferMainUserRights: the main user hands the company to one of its verified sub-users. The
 * old main user stays as a sub-user with FULL_ACCESS to every place of the company (so nothing is lost
 * for them), the new one gets FULL_ACCESS too; both in one transaction under a lock on the company's
 * rows, so two transfers at once cannot leave two main users or none.
 */
export function registerTransferRoute(app: FastifyInstance, context: ServerPluginContext): void {
  const { db } = context;
  defineRoute(app, {
    method: 'POST',
    url: `${USER_MANAGEMENT_BASE}/transferMainUserRights`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyUserParamsSchema, body: transferRequestSchema, response: mainUserResponseSchema },
    async handler({ params, body, user }) {
      const ref = companyRef(context, params);
      await requireMainUser(db, ref, user, context.now());
      if (body.targetUserId === user.id) throw refused('SAME_USER', 'You are already the main user');
      const target = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ user_id: string; role: string; verified: boolean; email: string; name: string }>(
          `select cu.user_id, cu.role, u.verified, u.email, u.name from user_management_company_users cu join users u on u.id = cu.user_id
            where cu.company = $1 and cu.customer_code = $2 for update of cu`,
          [ref.company, ref.customerCode],
        );
        // Re-checked under the lock: a transfer that finished meanwhile made the caller a sub-user.
        if (!rows.some((row) => row.user_id === user.id && row.role === 'main')) {
          throw refused('NOT_MAIN_USER', 'You are no longer the main user');
        }
        const candidate = rows.find((row) => row.user_id === body.targetUserId && row.role === 'sub');
        if (!candidate) throw refused('TARGET_NOT_SUB_USER', 'The new main user must be a sub-user of the company');
        if (!candidate.verified) throw refused('TARGET_NOT_VERIFIED', 'The new main user has not confirmed their account');
        await tx.query(`update user_management_company_users set role = 'sub' where company = $1 and customer_code = $2 and user_id = $3`, [
          ref.company,
          ref.customerCode,
          user.id,
        ]);
        await tx.query(`update user_management_company_users set role = 'main' where company = $1 and customer_code = $2 and user_id = $3`, [
          ref.company,
          ref.customerCode,
          candidate.user_id,
        ]);
        // Both get FULL_ACCESS on every place of the company: the new main user manages all of them, the
        // old one keeps working as a full sub-user. Owner grants stay owner grants; expiries end.
        for (const userId of [candidate.user_id, user.id]) {
          await tx.query(
            `insert into location_access (user_id, location_identifier, relation, access_right)
             select $1, l.location_identifier, 'subUser', 'FULL_ACCESS' from locations l where l.company = $2 and l.customer_code = $3
             on conflict (user_id, location_identifier) do update set access_right = 'FULL_ACCESS'
               where location_access.relation = 'subUser'`,
            [userId, ref.company, ref.customerCode],
          );
          // Their rights no longer come from label rules either: a later label change must not take them away.
          await tx.query('delete from user_management_label_rules where company = $1 and customer_code = $2 and user_id = $3', [
            ref.company,
            ref.customerCode,
            userId,
          ]);
          await tx.query(
            `delete from user_management_label_grants g using locations l
              where g.location_identifier = l.location_identifier and g.user_id = $1 and l.company = $2 and l.customer_code = $3`,
            [userId, ref.company, ref.customerCode],
          );
          await tx.query(
            `delete from user_management_right_expiry e using locations l
              where e.location_identifier = l.location_identifier and e.user_id = $1 and l.company = $2 and l.customer_code = $3`,
            [userId, ref.company, ref.customerCode],
          );
        }
        return candidate;
      });
      return { mainUser: { userId: target.user_id, email: target.email, name: target.name }, callerIsMainUser: false };
    },
  });
}
