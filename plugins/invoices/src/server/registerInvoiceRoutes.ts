import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';

/** SPEC §7 invoice calls; paths are listed in ../contract.ts. */
export function registerInvoiceRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  void app;
  void context;
}
