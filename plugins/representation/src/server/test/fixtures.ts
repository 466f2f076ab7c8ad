import { withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';
import { grantLocationAccess } from '@portal/core/server/testing';
import { hashActivationToken } from '../model/token';

/** A use place of company VARE owned by `ownerId` (minimal domain row; the serial keeps GSRNs unique). */
export async function insertOwnedPlace(db: Database, id: string, ownerId: string, serial: number): Promise<void> {
  const meteringPointId = withGsrnCheckDigit(`643${String(9000 + serial).padStart(14, '0')}`);
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     values ($1, 'VARE', $2, $3, 'ELECTRICITY', $4, $5, '65100', 'Vaasa', 'DetachedHouse', 60)`,
    [id, `C-${ownerId.slice(0, 8)}`, meteringPointId, `Paikka ${id}`, `Katu ${serial}`],
  );
  await grantLocationAccess(db, { userId: ownerId, locationIdentifier: id, relation: 'owner', right: 'FULL_ACCESS' });
}

/**
 * The activation token mailed to `email` (the outbox, after runJobs) for the grant `grantId`, or for
 * the only pending grant to that address: found by the hash the grant keeps.
 */
export async function mailedToken(db: Database, email: string, grantId?: string): Promise<string> {
  const { rows: grants } = await db.query<{ token_hash: string }>(
    grantId
      ? 'select token_hash from representations where id = $1'
      : `select token_hash from representations where representative_email = $1 and status = 'pending'`,
    [grantId ?? email],
  );
  const { rows } = await db.query<{ body: string }>(`select body from outbox where recipient = $1 and kind = 'notification:representation.invited'`, [
    email,
  ]);
  for (const row of rows) {
    const match = /token=([A-Za-z0-9_%-]+)/.exec(row.body);
    const token = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    if (token && grants.some((grant) => grant.token_hash === hashActivationToken(token))) return token;
  }
  throw new Error(`No invitation mailed to ${email}`);
}
