import { createRouteRef } from '@portal/core';

/** The operations area's pages; menu steps point at these refs. */
export const maintenanceRoute = createRouteRef({ id: 'admin.maintenance', path: '/admin/huoltotila' });
export const featureFlagsRoute = createRouteRef({ id: 'admin.featureFlags', path: '/admin/ominaisuusliput' });
