import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_DEVELOPER_ROUTES,
  contractLookupParamsSchema,
  crmCustomerResponseSchema,
  customerLookupParamsSchema,
  debugInfoParamsSchema,
  debugInfoResponseSchema,
  kolibriContractResponseSchema,
  kolibriCustomerResponseSchema,
} from '../../contract/developer';
import { loadDebugInfo } from './debugInfo';
import { crmContract, crmCustomer, kolibriContract, kolibriCustomer } from './debugLookups';

const DEVELOPER = { permission: 'admin.developerTools' } as const;
const ORIGIN = { resource: 'developerOrigin' } as const;

/** A code that does not exist under the origin answers 404. */
function found<T>(value: T | null, what: string): T {
  if (value === null) throw notFound(what);
  return value;
}

/**
 * GET /admin/debug/v1/info/{priwattiUserId} and the debug lookups (../../contract/developer.ts says
 * why these paths). Reads only; developer tools see every company (requirements §6 gives them no company rule).
 */
export function registerDebugRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: ADMIN_DEVELOPER_ROUTES.debugInfo,
    access: DEVELOPER,
    pathParams: { priwattiUserId: { resource: 'debugUser' } },
    schemas: { params: debugInfoParamsSchema, response: debugInfoResponseSchema },
    async handler({ params }) {
      const info = await loadDebugInfo(context.db, params.priwattiUserId, context.now());
      if (!info) throw notFound('User');
      return info;
    },
  });

  const customerParams = { origin: ORIGIN, customerCode: { resource: 'registerCustomer' } } as const;
  const contractParams = { origin: ORIGIN, contractCode: { resource: 'registerContract' } } as const;

  defineRoute(app, {
    method: 'GET',
    url: ADMIN_DEVELOPER_ROUTES.crmCustomer,
    access: DEVELOPER,
    pathParams: customerParams,
    schemas: { params: customerLookupParamsSchema, response: crmCustomerResponseSchema },
    async handler({ params }) {
      return found(await crmCustomer(context.db, params.origin, params.customerCode), 'Customer');
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: ADMIN_DEVELOPER_ROUTES.crmContract,
    access: DEVELOPER,
    pathParams: contractParams,
    schemas: { params: contractLookupParamsSchema, response: crmCustomerResponseSchema },
    async handler({ params }) {
      return found(await crmContract(context.db, params.origin, params.contractCode), 'Contract');
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: ADMIN_DEVELOPER_ROUTES.kolibriCustomer,
    access: DEVELOPER,
    pathParams: customerParams,
    schemas: { params: customerLookupParamsSchema, response: kolibriCustomerResponseSchema },
    async handler({ params }) {
      return found(await kolibriCustomer(context.db, params.origin, params.customerCode), 'Customer');
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: ADMIN_DEVELOPER_ROUTES.kolibriContract,
    access: DEVELOPER,
    pathParams: contractParams,
    schemas: { params: contractLookupParamsSchema, response: kolibriContractResponseSchema },
    async handler({ params }) {
      return found(await kolibriContract(context.db, params.origin, params.contractCode), 'Contract');
    },
  });
}
