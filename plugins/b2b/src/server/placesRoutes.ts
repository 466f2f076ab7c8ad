import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import type { B2bServices } from './b2bServices';
import { registerCompositeRoutes } from './composite/compositeRoutes';
import { registerPlaceDetailRoutes } from './place/placeDetailRoutes';
import { registerPlaceSeriesRoutes } from './place/placeSeriesRoutes';
import { registerCompanyRoutes } from './place/companyRoutes';
import { registerSelectionCsvRoute } from './export/selectionCsvRoute';
import { registerMassExportRoutes } from './export/massExportRoutes';
import { registerInvoiceCheckRoute } from './invoiceCheck/invoiceCheckRoute';

/** The b2b-places part of the plugin: place detail, composites, comparisons, exports, invoice check. */
export function registerPlacesRoutes(app: FastifyInstance, context: ServerPluginContext, services: B2bServices): void {
  registerPlaceDetailRoutes(app, context);
  registerPlaceSeriesRoutes(app, context);
  registerCompositeRoutes(app, context);
  registerCompanyRoutes(app, context, services);
  registerSelectionCsvRoute(app, context);
  registerMassExportRoutes(app, context);
  registerInvoiceCheckRoute(app, context, services);
}
