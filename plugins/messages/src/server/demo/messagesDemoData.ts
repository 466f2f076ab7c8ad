import type { DemoDataContext, Queryable } from '@portal/core/server';
import { DEMO_DISRUPTION_NOTICE, DEMO_MESSAGES, DEMO_POPUP, DEMO_TIMED_NOTICE } from './messagesDemoTexts';

const DAY_MS = 86_400_000;

/**
 * The message box's demo data (ServerPlugin.demoData, after core's): five inbox messages for every
 * person with a customership (three unread), a company-wide timed notice and a popup per company, and a
 * planned disruption at the first electricity place of each private demo customer. Ids and times follow
 * from the users and "today" only, so the same seed gives the same rows.
 */
export async function seedMessagesDemoData(tx: Queryable, { today }: DemoDataContext): Promise<void> {
  const at = (daysAgo: number, hour: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour));
  for (const [index, message] of DEMO_MESSAGES.entries()) {
    // Today's message a few hours back, the older ones at a morning hour of their day.
    const createdAt = message.daysAgo === 0 ? new Date(today.getTime() - 2 * 3_600_000) : at(message.daysAgo, 6 + index);
    await tx.query(
      `INSERT INTO portal_messages (id, user_id, category, kind, title, body, link, created_at, seen_at, dedupe_key)
       SELECT 'demo-' || $1 || '-' || u.user_id, u.user_id, $2, $3, $4, $5, $6, $7::timestamptz,
              CASE WHEN $8 THEN $7::timestamptz + interval '1 hour' END, 'demo:' || $1
         FROM (SELECT DISTINCT user_id FROM customerships) u
       ON CONFLICT DO NOTHING`,
      [message.key, message.category, message.kind, message.title, message.body, message.link, createdAt, message.seen],
    );
  }

  const startsAt = new Date(today.getTime() - DAY_MS);
  const endsAt = new Date(today.getTime() + 30 * DAY_MS);
  await tx.query(
    `INSERT INTO messages_notifications (id, company, type, location_identifier, texts, starts_at, ends_at, created_at)
     SELECT 'demo-timed-' || code, code, 'timed', NULL, $1::jsonb, $2, $3, $2 FROM companies`,
    [JSON.stringify(DEMO_TIMED_NOTICE), startsAt, endsAt],
  );
  await tx.query(
    `INSERT INTO messages_notifications (id, company, type, location_identifier, texts, starts_at, ends_at, created_at)
     SELECT DISTINCT ON (l.company, c.user_id) 'demo-disruption-' || l.location_identifier, l.company, 'disruption',
            l.location_identifier, $1::jsonb, $2, $3, $2
       FROM customerships c
       JOIN location_access a ON a.user_id = c.user_id AND a.relation = 'owner'
       JOIN locations l ON l.location_identifier = a.location_identifier AND l.company = c.company
      WHERE c.customer_type = 'B2C' AND l.utility_type = 'ELECTRICITY'
      ORDER BY l.company, c.user_id, l.location_identifier
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(DEMO_DISRUPTION_NOTICE), startsAt, endsAt],
  );
  await tx.query(
    `INSERT INTO messages_popups (id, company, type, dismiss_property, texts, link, starts_at, ends_at, created_at)
     SELECT 'demo-popup-' || code, code, $1, $2, $3::jsonb, $4, $5, NULL, $5 FROM companies`,
    [DEMO_POPUP.type, DEMO_POPUP.dismissProperty, JSON.stringify(DEMO_POPUP.texts), DEMO_POPUP.link, startsAt],
  );
}
