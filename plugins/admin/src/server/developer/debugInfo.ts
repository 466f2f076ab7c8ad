import type { Queryable } from '@portal/core/server';
import type { DebugInfo } from '../../contract/developer';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A user's debug info: what decides what they see (groups, customerships, places, flag overrides) and
 * their recent activity (sessions, last login). Only columns that are safe to show are selected: no
 * password hash, token, code or identity number is ever read here. Null when the user does not exist.
 */
export async function loadDebugInfo(db: Queryable, userId: string, now: Date): Promise<DebugInfo | null> {
  const user = await db.query<{
    id: string;
    email: string;
    ui_mode: 'B2C' | 'B2B';
    verified: boolean;
    must_reset_password: boolean;
    created_at: Date;
  }>('select id, email, ui_mode, verified, must_reset_password, created_at from users where id = $1', [userId]);
  const row = user.rows[0];
  if (!row) return null;
  const [groups, customerships, places, sessions, overrides, lastLogin] = await Promise.all([
    db.query<{ group_name: string }>('select group_name from user_groups where user_id = $1 order by group_name', [userId]),
    db.query<{ company: string; customer_code: string; customer_type: 'B2C' | 'B2B'; business_name: string | null }>(
      `select company, customer_code, customer_type, business_name from customerships where user_id = $1
        order by company, customer_code`,
      [userId],
    ),
    db.query<{ n: number }>('select count(*)::int as n from location_access where user_id = $1', [userId]),
    db.query<{ n: number }>('select count(*)::int as n from sessions where user_id = $1 and idle_expires_at > $2 and absolute_expires_at > $2', [
      userId,
      now,
    ]),
    db.query<{ company: string; flag: string; value: boolean; created_at: Date }>(
      'select company, flag, value, created_at from feature_flag_overrides where user_id = $1 order by company, flag',
      [userId],
    ),
    // The audit log outlives sessions (expired ones are pruned), so it knows the last login for sure.
    db.query<{ at: Date | null }>(`select max(at) as at from audit_log where user_id = $1 and kind = 'login.succeeded'`, [userId]),
  ]);
  const lastLoginAt = lastLogin.rows[0]?.at ?? null;
  return {
    user: {
      id: row.id,
      email: row.email,
      uiMode: row.ui_mode,
      verified: row.verified,
      mustResetPassword: row.must_reset_password,
      createdAt: iso(row.created_at),
    },
    groups: groups.rows.map((g) => g.group_name),
    customerships: customerships.rows.map((c) => ({
      company: c.company,
      customerCode: c.customer_code,
      customerType: c.customer_type,
      businessName: c.business_name,
    })),
    placesCount: places.rows[0]?.n ?? 0,
    activeSessionsCount: sessions.rows[0]?.n ?? 0,
    flagOverrides: overrides.rows.map((o) => ({ company: o.company, flag: o.flag, value: o.value, createdAt: iso(o.created_at) })),
    lastLoginAt: lastLoginAt === null ? null : iso(lastLoginAt),
  };
}
