import type { Database } from '@portal/core/server';

/** The user's own name for a place; the official name in `locations` is never touched. */
export async function saveDisplayName(db: Database, userId: string, locationIdentifier: string, displayName: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into location_names (user_id, location_identifier, display_name) values ($1, $2, $3)
       on conflict (user_id, location_identifier) do update set display_name = excluded.display_name`,
      [userId, locationIdentifier, displayName],
    );
  });
}
