import { createRouteRef } from '@portal/core';

/** The developer tools' pages (issue 16 item 5); each is a step of the admin menu for admin.developerTools. */
export const developerStatusRoute = createRouteRef({ id: 'admin.developerStatus', path: '/admin/kehittaja/tila' });
export const developerDebugRoute = createRouteRef({ id: 'admin.developerDebug', path: '/admin/kehittaja/vianetsinta' });
export const developerIngestRoute = createRouteRef({ id: 'admin.developerIngest', path: '/admin/kehittaja/lataukset' });
