import type { Migration } from '@portal/core/server';

/**
 * The account settings the host serves (docs/settings.md): the stored graph mode. A set of its own (not
 * core's list) so it can grow without renumbering the migrations other branches add to core's. Its 002
 * (`email_changes`) moved to the settings plugin with the e-mail change; databases that ran it keep
 * its record, and the plugin's migration is IF NOT EXISTS.
 */
export const USER_SETTINGS_MIGRATIONS: readonly Migration[] = [
  {
    id: '001_user_graph_mode',
    sql: `
      -- requirements §3 User.graphMode; GRAPH_MODES in core's enumerations.
      ALTER TABLE users ADD COLUMN graph_mode text NOT NULL DEFAULT 'AUTOSCALE' CHECK (graph_mode IN ('AUTOSCALE', 'FROM_ZERO'));
    `,
  },
];

export const USER_SETTINGS_MIGRATION_SET = { package: '@portal/host-server/users', migrations: USER_SETTINGS_MIGRATIONS } as const;
