import { createRouteRef } from '@portal/core';

/** The invoice list (Finnish path like requirements §2's `/kayttopaikka`). */
export const invoicesRoute = createRouteRef({ id: 'invoices.list', path: '/laskut' });

/** One invoice: lines, PDF, barcode, due day, comparison with a year earlier. */
export const invoiceRoute = createRouteRef({ id: 'invoices.detail', path: '/laskut/:invoiceNumber' });

export const invoiceHref = (invoiceNumber: string) => invoiceRoute.defaultPath.replace(':invoiceNumber', encodeURIComponent(invoiceNumber));
