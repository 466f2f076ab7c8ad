import { definePermissions } from '@portal/core/shared';

/**
 * The permissions the admin plugin owns (requirements §6), read by both its web manifest and its server plugin.
 * Admin groups grant them (the permission policy); other plugins may check them too.
 */
export const ADMIN_PERMISSIONS = definePermissions({
  'admin.access': { description: 'Open the administration area at all; every admin page needs it besides its own permission.' },
  'admin.users': { description: 'Search, create and delete users, and act as a customer (requirements §6 users).' },
  'admin.developerTools': { description: 'Developer tools: debug views, data loads and job status.' },
  'admin.accessRights': { description: 'Grant and withdraw admin groups of other administrators.' },
  'admin.audit': { description: 'Read the audit log: who did what to whom (superusers).' },
});
