import { createRouteRef } from '@portal/core';

/** Customer search (admin.users). */
export const customerSearchRoute = createRouteRef({ id: 'admin.customerSearch', path: '/admin/asiakashaku' });

/** One customer's card (admin.users): customerships, use places, a place's contracts and services. */
export const customerCardRoute = createRouteRef({ id: 'admin.customerCard', path: '/admin/asiakashaku/:customerId' });

export const customerCardPath = (customerId: string) => `/admin/asiakashaku/${encodeURIComponent(customerId)}`;

/**
 * View as the customer (requirements §2 `/aspa/asiakashaku/{customerId}/kayttopaikka` and onward): the rest of
 * the path is a customer portal page, shown read-only with the customer's data.
 */
export const viewAsRoute = createRouteRef({ id: 'admin.viewAs', path: '/aspa/asiakashaku/:customerId/*' });

export const viewAsPath = (customerId: string, page = 'kayttopaikka') => `/aspa/asiakashaku/${encodeURIComponent(customerId)}/${page}`;
