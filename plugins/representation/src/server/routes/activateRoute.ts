import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { activateBodySchema, activateResponseSchema, type ActivationOutcome } from '../../contract/representation';
import { hashActivationToken } from '../model/token';
import { notifyParties } from '../notifyParties';
import { grantAccessRows } from '../store/accessRows';
import { loadRepresentations, toRepresentation, type LoadedRepresentation } from '../store/loadRepresentations';
import { userParamsSchema } from './paramsSchemas';

/** Why a pending grant cannot be activated by this caller now, or null when it can. */
function refusal(grant: LoadedRepresentation | undefined, email: string, now: Date): ActivationOutcome | null {
  if (!grant) return 'RepresentativeGeneralException';
  if (grant.status === 'active') return 'RepresentativeAlreadyActivatedException';
  if (grant.status === 'revoked') return 'RepresentativeAlreadyRevokedException';
  if (grant.status === 'expired' || grant.expires_at <= now) return 'RepresentativeGeneralException';
  if (grant.representative_email !== email.toLowerCase()) return 'RepresentativeEmailMismatchException';
  return null;
}

/**
 * POST activate: the signed-in representative posts the token of the mailed link. Every requirements §8
 * outcome is an expected end of the flow, so it is the answer (200 with `outcome`), and the web shows
 * the outcome's own modal. An unknown token, another company's or an expired one is "general".
 */
export function registerActivateRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v2/representatives/user/:id/activate',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: userParamsSchema, body: activateBodySchema, response: activateResponseSchema },
    async handler({ user, body }) {
      const tokenHash = hashActivationToken(body.token);
      return context.db.transaction(async (tx) => {
        const [grant] = await loadRepresentations(tx, context.company, { tokenHash }, { forUpdate: true });
        const outcome = refusal(grant, user.email, context.now());
        // Only the intended representative learns about the grant (names, places) from the answer.
        const mine = grant && grant.representative_email === user.email.toLowerCase();
        if (outcome || !grant)
          return { outcome: outcome ?? 'RepresentativeGeneralException', representation: mine && grant ? toRepresentation(grant, 'received') : null };
        const now = context.now();
        await tx.query(`update representations set status = 'active', representative_id = $2, activated_at = $3 where id = $1`, [
          grant.id,
          user.id,
          now.toISOString(),
        ]);
        await grantAccessRows(tx, grant, user.id);
        const [active] = await loadRepresentations(tx, context.company, { id: grant.id });
        if (!active) throw new Error('The grant just activated is missing');
        await notifyParties(context.notifications, tx, active, 'activated');
        return { outcome: 'RepresentativeDone' as const, representation: toRepresentation(active, 'received') };
      });
    },
  });
}
