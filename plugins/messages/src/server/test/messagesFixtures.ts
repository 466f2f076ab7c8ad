import { withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';

/** Writes an inbox row as core's delivery would (the tests of reading need no sender). */
export async function insertMessage(
  db: Database,
  message: { id: string; userId: string; category: 'info' | 'alert'; createdAt: string; seen?: boolean; title?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO portal_messages (id, user_id, category, kind, title, body, link, created_at, seen_at, dedupe_key)
     VALUES ($1, $2, $3, $4, $5, 'Body', NULL, $6, $7, $1)`,
    [
      message.id,
      message.userId,
      message.category,
      message.category === 'info' ? 'messages.company-message' : 'alerts.consumption',
      message.title ?? `Message ${message.id}`,
      message.createdAt,
      message.seen ? message.createdAt : null,
    ],
  );
}

export async function insertPlace(db: Database, id: string, serial: number, company = 'VARE'): Promise<void> {
  await db.query(
    `INSERT INTO locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     VALUES ($1, $2, 'C1', $3, 'ELECTRICITY', $1, 'Testikatu 1', '00100', 'Helsinki', 'DetachedHouse', 15)`,
    [id, company, withGsrnCheckDigit(`643${String(serial).padStart(14, '0')}`)],
  );
}
