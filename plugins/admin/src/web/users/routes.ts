import { createRouteRef } from '@portal/core';

/** The user-admin area's pages: account tools (users group) and access rights (accessRights or developers). */
export const adminUsersRoute = createRouteRef({ id: 'admin.users', path: '/admin/kayttajat' });
export const adminAccessRightsRoute = createRouteRef({ id: 'admin.accessRights', path: '/admin/kayttooikeudet' });
