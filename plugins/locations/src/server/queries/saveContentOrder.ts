import type { Database } from '@portal/core/server';

/**
 * Replaces the user's content order in one transaction: the listed places get positions 0..n−1 in
 * list order; the user's other places lose theirs and so follow, by address. A failed write leaves
 * the old order whole.
 */
export async function saveContentOrder(db: Database, userId: string, locationIdentifiers: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from content_order where user_id = $1', [userId]);
    await tx.query(
      `insert into content_order (user_id, location_identifier, position)
       select $1, id, ordinality - 1 from unnest($2::text[]) with ordinality as t(id, ordinality)`,
      [userId, [...locationIdentifiers]],
    );
  });
}
