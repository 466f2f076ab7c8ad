import { createRouteRef } from '@portal/core';

/** The customer's benefits page. Menu steps and links point at this ref; a company config may move its path. */
export const customerBenefitsRoute = createRouteRef({ id: 'customer-benefits.page', path: '/asiakasedut' });

/** The benefits administrators' page (admin menu). */
export const customerBenefitsAdminRoute = createRouteRef({ id: 'customer-benefits.admin', path: '/hallinta/asiakasedut' });
