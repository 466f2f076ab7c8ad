import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType, ZodTypeDef } from 'zod';
import {
  adminCompaniesAnswerSchema,
  adminContractListSchema,
  adminCustomerListSchema,
  adminCustomerSchema,
  adminLocationListSchema,
  adminSearchQuerySchema,
  adminServiceContractListSchema,
  unauthenticatedQuerySchema,
  unregisteredCustomerListSchema,
} from '../../contract/customers';
import { companiesFor, requireCustomer } from './adminScope';
import { customersByIds, searchCustomers, unregisteredCustomers, userIdByEmail } from './customerStore';
import { emailParamsSchema, placeParamsSchema, userParamsSchema } from './paramsSchemas';
import { contractsOf, placesNamed, serviceContractsOf } from './placeStore';
import type { AdminServices } from '../adminServices';

const USERS = { permission: 'admin.users' } as const;
const CUSTOMER = { resource: 'adminCustomer' } as const;

/**
 * requirements §7 admin customer search and the customer's data (users group, company-scoped). Each answer
 * about a customer is recorded in the audit log (`admin.view`): customer service looking someone up
 * is itself something an auditor asks about. A personal identity code is hashed with the server's key
 * at once and appears in no answer, log line or audit entry (only that one was searched by).
 */
export function registerCustomersRoutes(app: FastifyInstance, context: ServerPluginContext, services: AdminServices): void {
  const viewed = (request: FastifyRequest, adminId: string, action: string, details: Record<string, unknown>) =>
    context.audit(request, { kind: 'admin.view', userId: adminId, action, details });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/users/v1/search',
    access: USERS,
    schemas: { query: adminSearchQuerySchema, response: adminCustomerListSchema },
    async handler({ query, user, request }) {
      const companies = companiesFor(user, query.origin);
      let personIdDigest: string | undefined;
      if (query.ssn !== undefined) {
        const digest = services.personIdDigest.digest(query.ssn);
        if (digest === null) throw new ApiError('BAD_REQUEST', 'Not a valid personal identity code', 'query.ssn');
        personIdDigest = digest;
      }
      const users = await searchCustomers(
        context.db,
        {
          ...(query.customerCode !== undefined ? { customerCode: query.customerCode } : {}),
          ...(query.email !== undefined ? { email: query.email } : {}),
          ...(personIdDigest !== undefined ? { personIdDigest } : {}),
        },
        companies,
      );
      // The criteria's names, not their values: the identity code must not reach the log.
      const by = (['customerCode', 'ssn', 'email'] as const).filter((field) => query[field] !== undefined);
      await viewed(request, user.id, 'customers.search', {
        by,
        ...(query.customerCode !== undefined ? { customerCode: query.customerCode } : {}),
        ...(query.email !== undefined ? { email: query.email } : {}),
        origin: query.origin ?? 'ALL',
        found: users.map((found) => found.priwattiUserId),
      });
      return { users };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/users/v1/search/unauthenticated',
    access: USERS,
    schemas: { query: unauthenticatedQuerySchema, response: unregisteredCustomerListSchema },
    async handler({ query, user, request }) {
      const customers = await unregisteredCustomers(context.db, query.email, companiesFor(user));
      await viewed(request, user.id, 'customers.searchUnregistered', { email: query.email, found: customers.length });
      return { customers };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/users/v1/search/email/:email',
    access: USERS,
    pathParams: { email: { resource: 'adminCustomerEmail' } },
    schemas: { params: emailParamsSchema, response: adminCustomerSchema },
    async handler({ params, user, request }) {
      const companies = companiesFor(user);
      const id = await userIdByEmail(context.db, params.email);
      if (id === null) throw new ApiError('NOT_FOUND', 'Customer not found');
      return oneCustomer(request, user.id, id, companies);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/users/v1/search/:priwattiUserId',
    access: USERS,
    pathParams: { priwattiUserId: CUSTOMER },
    schemas: { params: userParamsSchema, response: adminCustomerSchema },
    handler: ({ params, user, request }) => oneCustomer(request, user.id, params.priwattiUserId, companiesFor(user)),
  });

  async function oneCustomer(request: FastifyRequest, adminId: string, userId: string, companies: ReturnType<typeof companiesFor>) {
    await requireCustomer(context.db, userId, companies);
    const [customer] = await customersByIds(context.db, [userId], companies);
    if (!customer) throw new ApiError('NOT_FOUND', 'Customer not found');
    await viewed(request, adminId, 'customers.view', { targetUserId: userId });
    return customer;
  }

  defineRoute(app, {
    method: 'GET',
    url: '/admin/users/v1/:priwattiUserId/companies',
    access: USERS,
    pathParams: { priwattiUserId: CUSTOMER },
    schemas: { params: userParamsSchema, response: adminCompaniesAnswerSchema },
    async handler({ params, user, request }) {
      const companies = companiesFor(user);
      await requireCustomer(context.db, params.priwattiUserId, companies);
      const [customer] = await customersByIds(context.db, [params.priwattiUserId], companies);
      await viewed(request, user.id, 'customers.companies', { targetUserId: params.priwattiUserId });
      return { companies: customer?.customerCodes ?? [] };
    },
  });

  const placeRoute = <R>(
    suffix: string,
    action: string,
    response: ZodType<R, ZodTypeDef, unknown>,
    answer: (places: Awaited<ReturnType<typeof placesNamed>>) => Promise<R> | R,
  ) =>
    defineRoute(app, {
      method: 'GET',
      url: `/admin/users/v1/user/:id/location/:locationIdentifier/${suffix}`,
      access: USERS,
      pathParams: { id: CUSTOMER, locationIdentifier: { resource: 'adminCustomerLocation' } },
      schemas: { params: placeParamsSchema, response },
      async handler({ params, user, request }) {
        const companies = companiesFor(user);
        await requireCustomer(context.db, params.id, companies);
        const places = await placesNamed(context.db, params.id, params.locationIdentifier, companies);
        await viewed(request, user.id, action, { targetUserId: params.id, locationIdentifier: params.locationIdentifier });
        return answer(places);
      },
    });

  placeRoute('contracts', 'customers.contracts', adminContractListSchema, async (places) => ({
    contracts: await contractsOf(context.db, places, localDateOf(context.now())),
  }));
  placeRoute('service-contracts', 'customers.serviceContracts', adminServiceContractListSchema, async (places) => ({
    serviceContracts: await serviceContractsOf(context.db, places),
  }));
  placeRoute('locations', 'customers.locations', adminLocationListSchema, (places) => ({ locations: places }));
}
