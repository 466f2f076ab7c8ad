import { createRouteRef } from '@portal/core';

/** The audit page (superusers, admin.audit). */
export const auditRoute = createRouteRef({ id: 'admin.audit', path: '/admin/tapahtumaloki' });
