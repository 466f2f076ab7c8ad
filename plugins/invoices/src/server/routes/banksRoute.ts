import { defineRoute } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { banksResponseSchema, EINVOICE_BANKS } from '../../contract/einvoicing';

/** GET /v1/invoices/einvoicing/banks — banks that take e-invoice proposals; signed-in users only. */
export function registerBanksRoute(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/invoices/einvoicing/banks',
    access: 'session',
    schemas: { response: banksResponseSchema },
    async handler() {
      return { banks: EINVOICE_BANKS.map((bank) => ({ bic: bank.bic, name: bank.name })) };
    },
  });
}
