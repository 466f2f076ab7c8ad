import { createRouteRef } from '@portal/core';

/** The plugin's pages. Menu steps and links point at these refs; a company config may move them. */
export const serviceRequestsRoute = createRouteRef({ id: 'service-requests.page', path: '/asiointi' });
export const faultReportRoute = createRouteRef({ id: 'service-requests.faultReport', path: '/asiointi/vikailmoitus' });
export const movingRoute = createRouteRef({ id: 'service-requests.moving', path: '/asiointi/muutto' });
export const feedbackRoute = createRouteRef({ id: 'service-requests.feedback', path: '/palaute' });
export const adminServiceRoute = createRouteRef({ id: 'service-requests.admin', path: '/admin/asiointi' });
