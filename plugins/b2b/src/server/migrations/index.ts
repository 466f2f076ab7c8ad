import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). The list
 * reads domain tables only (locations, location_access, location_labels, the consumption rollups,
 * host domain 010_rollups_labels), whose primary keys serve its lookups (docs/performance.md).
 * A migration never changes once released: add a new one instead.
 */
export const b2bMigrations: readonly Migration[] = [];
