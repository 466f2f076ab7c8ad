import { createRouteRef } from '@portal/core';

/** The inbox and one message. Menu steps and links point at these refs; a company config may move them. */
export const messagesRoute = createRouteRef({ id: 'messages.page', path: '/viestit' });
export const messageRoute = createRouteRef({ id: 'messages.message', path: '/viestit/:messageId' });

/** Admin (section 'admin'): top-bar notifications and mass messages with their job progress. */
export const topBarAdminRoute = createRouteRef({ id: 'messages.adminTopBar', path: '/admin/tiedotepalkki' });
export const massMessageAdminRoute = createRouteRef({ id: 'messages.adminMassMessage', path: '/admin/joukkoviestit' });
