import type { Migration } from '@portal/core/server';

/**
 * The customers area's migrations (ids 1xx). The audit page filters by "whom": admin entries name the
 * customer in details.targetUserId, so that expression gets an index (core's audit_log, read-only here).
 */
export const customersMigrations: readonly Migration[] = [
  {
    id: '101_admin_audit_target_index',
    sql: `create index if not exists audit_log_target on audit_log ((details->>'targetUserId'), seq) where details ? 'targetUserId';`,
  },
];
