import { definePermissions } from '@portal/core/shared';

/**
 * The permissions the messages plugin owns (requirements §6), read by both its web manifest and its server plugin.
 * Admin groups grant them (the permission policy); other plugins may check them too.
 */
export const MESSAGES_PERMISSIONS = definePermissions({
  'admin.messaging': { description: 'Send mass and targeted messages to customers.' },
  'admin.topBarMessage': { description: 'Publish the top-bar notice.' },
});
