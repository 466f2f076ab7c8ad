import { optionalService, type ResolvedServiceDeps } from '@portal/core/server';
import { placeAlertCountsServiceRef } from '@portal/plugin-alerts/common';
import { invoiceFactsServiceRef } from '@portal/plugin-invoices/common';

/**
 * The services the b2b routes use, both optional: without the alerts plugin every place's alert counts
 * are 0, without the invoices plugin the company's invoice list and invoice check are empty.
 */
export const b2bServiceDeps = {
  alertCounts: optionalService(placeAlertCountsServiceRef),
  invoices: optionalService(invoiceFactsServiceRef),
};
export type B2bServices = ResolvedServiceDeps<typeof b2bServiceDeps>;
