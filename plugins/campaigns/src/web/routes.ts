import { createRouteRef } from '@portal/core';

/** The campaign administrators' page (admin menu). Menu steps and links point at this ref. */
export const campaignsAdminRoute = createRouteRef({ id: 'campaigns.admin', path: '/hallinta/kampanjat' });
