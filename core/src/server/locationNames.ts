import type { Queryable } from './database';

/**
 * A user's own name for a place (host domain table location_names); the official name in `locations`
 * is never touched. One statement for every writer — the locations page, the B2B place details, the
 * external API's PUT details — so they cannot drift apart.
 */
export async function saveLocationDisplayName(db: Queryable, userId: string, locationIdentifier: string, displayName: string): Promise<void> {
  await db.query(
    `insert into location_names (user_id, location_identifier, display_name) values ($1, $2, $3)
     on conflict (user_id, location_identifier) do update set display_name = excluded.display_name`,
    [userId, locationIdentifier, displayName],
  );
}
