import type { ServerPlugin } from '@portal/core/server';
import { CORE_MIGRATION_SET } from './db/coreMigrations';
import type { MigrationSet } from './db/migrations';
import { domainMigrations } from './domain/migrations';
import { JOB_MIGRATION_SET } from './jobs/jobMigrations';
import { DELIVERY_MIGRATION_SET } from './notify/deliveryMigrations';
import { NOTIFY_MIGRATION_SET } from './notify/notifyMigrations';
import { PUSH_MIGRATION_SET } from './notify/push/pushMigrations';
import { USER_SETTINGS_MIGRATION_SET } from './users/userSettingsMigrations';

/**
 * Everything the database needs, in dependency order: core (users, sessions), the shared domain model
 * (which references users), then each plugin's own. All plugins' migrations run whatever the company,
 * because one database serves every company's portal.
 */
export function serverMigrations(plugins: readonly ServerPlugin[] = []): MigrationSet[] {
  return [
    CORE_MIGRATION_SET,
    { package: '@portal/host-server/domain', migrations: domainMigrations },
    NOTIFY_MIGRATION_SET,
    JOB_MIGRATION_SET,
    PUSH_MIGRATION_SET,
    DELIVERY_MIGRATION_SET,
    USER_SETTINGS_MIGRATION_SET,
    ...plugins
      .filter((plugin) => plugin.migrations?.length)
      .map((plugin) => ({
        package: plugin.id,
        migrations: plugin.migrations ?? [],
      })),
  ];
}
