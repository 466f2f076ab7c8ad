import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerBanksRoute } from './routes/banksRoute';
import { registerDetailsRoute } from './routes/detailsRoute';
import { registerDueDateRoute } from './routes/dueDateRoute';
import { registerEinvoiceProposalRoute } from './routes/einvoiceProposalRoute';
import { registerEinvoicingRoute } from './routes/einvoicingRoute';
import { registerListRoute } from './routes/listRoute';
import { registerPdfRoutes } from './routes/pdfRoute';
import { registerSingleRoute } from './routes/singleRoute';
import { registerSummaryRoute } from './routes/summaryRoute';

/** requirements §7 invoice calls; the paths are listed in ../contract/paths.ts. */
export function registerInvoiceRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerSummaryRoute(app, context);
  registerDetailsRoute(app, context);
  registerPdfRoutes(app, context);
  registerDueDateRoute(app, context);
  registerListRoute(app, context);
  registerSingleRoute(app, context);
  registerBanksRoute(app);
  registerEinvoicingRoute(app, context);
  registerEinvoiceProposalRoute(app, context);
}
