import { createServiceFactory } from '@portal/core/server';
import { invoiceFactsServiceRef } from '../../common/invoiceFactsService';
import { invoiceReferencesServiceRef } from '../../common/invoiceReferencesService';
import { recentInvoiceReferences } from '../proofs/recentInvoiceReferences';
import { customerInvoices } from './customerInvoices';

/** What the plugin provides to others: its tables stay its own. */
export const invoiceServices = [
  createServiceFactory({
    service: invoiceFactsServiceRef,
    factory: (_deps, { db }) => ({ customerInvoices: (query) => customerInvoices(db, query) }),
  }),
  createServiceFactory({
    service: invoiceReferencesServiceRef,
    factory: (_deps, { db }) => ({ recentInvoiceReferences: (query) => recentInvoiceReferences(db, query) }),
  }),
];
