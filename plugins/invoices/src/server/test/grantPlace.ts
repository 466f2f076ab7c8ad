import type { Database } from '@portal/core/server';

export async function grantPlace(
  db: Database,
  userId: string,
  locationIdentifier: string,
  relation: 'owner' | 'subUser' | 'representative',
  right: 'READ_ONLY' | 'FULL_ACCESS',
): Promise<void> {
  await db.query('insert into location_access (user_id, location_identifier, relation, access_right) values ($1, $2, $3, $4)', [
    userId,
    locationIdentifier,
    relation,
    right,
  ]);
}
