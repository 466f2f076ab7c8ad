import type { CustomerCode, Queryable } from '@portal/core/server';
import type { UiMode } from './userStore';

export interface MeProfile {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly phone: string | null;
  readonly verified: boolean;
  readonly uiMode: UiMode;
  readonly subscribedToTips: boolean;
  /** At every company: one user base spans the companies. */
  readonly customerCodes: CustomerCode[];
}

interface Row {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  verified: boolean;
  ui_mode: UiMode;
  subscribed_to_tips: boolean;
  customer_codes: CustomerCode[];
}

/**
 * The user and their customer codes in one round trip: /v2/me is the portal's most frequent call
 * (every page load), so it is worth not paying twice.
 */
export async function loadMeProfile(db: Queryable, userId: string): Promise<MeProfile | null> {
  const { rows } = await db.query<Row>(
    `SELECT u.id, u.email, u.name, u.phone, u.verified, u.ui_mode, u.subscribed_to_tips,
            (SELECT coalesce(json_agg(json_build_object(
                      'company', c.company, 'companyName', co.name, 'customerCode', c.customer_code)
                    ORDER BY c.company, c.customer_code), '[]'::json)
             FROM customerships c JOIN companies co ON co.code = c.company
             WHERE c.user_id = u.id) AS customer_codes
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    verified: row.verified,
    uiMode: row.ui_mode,
    subscribedToTips: row.subscribed_to_tips,
    customerCodes: row.customer_codes,
  };
}
