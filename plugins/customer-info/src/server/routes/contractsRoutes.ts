import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { newContractInfoResponseSchema, userContractsResponseSchema } from '../../contract/customerInfo';
import { loadUserContracts } from '../queries/userContracts';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * GET /v2/user/:id/contracts and GET /v2/user/:id/newContractInfo. Read straight from the domain's
 * contracts table (the shared model), not from the contracts plugin, which a company may not ship.
 */
export function registerContractsRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/user/:id/contracts',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: paramsSchema, response: userContractsResponseSchema },
    async handler({ user }) {
      return { contracts: await loadUserContracts(context, user) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v2/user/:id/newContractInfo',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: paramsSchema, response: newContractInfoResponseSchema },
    async handler({ user }) {
      const upcoming = (await loadUserContracts(context, user)).filter((contract) => contract.state === 'UPCOMING');
      // Soonest first: the next thing that will change for the customer.
      upcoming.sort((a, b) => a.startDate.localeCompare(b.startDate));
      return { hasNewContracts: upcoming.length > 0, newContracts: upcoming };
    },
  });
}
