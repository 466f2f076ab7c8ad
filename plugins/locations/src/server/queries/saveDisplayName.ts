import { saveLocationDisplayName, type Database } from '@portal/core/server';

/** The user's own name for a place; the official name in `locations` is never touched. */
export async function saveDisplayName(db: Database, userId: string, locationIdentifier: string, displayName: string): Promise<void> {
  await db.transaction(async (tx) => {
    await saveLocationDisplayName(tx, userId, locationIdentifier, displayName);
  });
}
