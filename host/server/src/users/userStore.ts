import { randomUUID } from 'node:crypto';
import { ApiError, type Queryable } from '@portal/core/server';

export type UiMode = 'B2C' | 'B2B';

export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly phone: string | null;
  readonly passwordHash: string | null;
  readonly verified: boolean;
  readonly mustResetPassword: boolean;
  readonly uiMode: UiMode;
  readonly subscribedToTips: boolean;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  password_hash: string | null;
  verified: boolean;
  must_reset_password: boolean;
  ui_mode: UiMode;
  subscribed_to_tips: boolean;
}

const COLUMNS = 'id, email, name, phone, password_hash, verified, must_reset_password, ui_mode, subscribed_to_tips';

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    passwordHash: row.password_hash,
    verified: row.verified,
    mustResetPassword: row.must_reset_password,
    uiMode: row.ui_mode,
    subscribedToTips: row.subscribed_to_tips,
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function userGroups(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ group_name: string }>('SELECT group_name FROM user_groups WHERE user_id = $1 ORDER BY group_name', [userId]);
  return rows.map((row) => row.group_name);
}

export interface NewUser {
  readonly email: string;
  readonly name: string;
  readonly phone?: string | null;
  readonly passwordHash: string | null;
  readonly verified?: boolean;
  /** Set for accounts an administrator creates: the first login must choose a new password. */
  readonly mustResetPassword?: boolean;
  readonly uiMode?: UiMode;
  readonly groups?: readonly string[];
  readonly id?: string;
}

/** Postgres unique_violation, the same code from pg and PGlite. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';

export async function createUser(tx: Queryable, user: NewUser, now: Date): Promise<UserRecord> {
  const id = user.id ?? randomUUID();
  try {
    await tx.query(
      `INSERT INTO users (id, email, name, phone, password_hash, verified, must_reset_password, ui_mode, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        user.email,
        user.name,
        user.phone ?? null,
        user.passwordHash,
        user.verified ?? false,
        user.mustResetPassword ?? false,
        user.uiMode ?? 'B2C',
        now,
      ],
    );
  } catch (error) {
    // Two sign-ups of one address racing: the index decides, and the loser gets the same 409.
    if (isUniqueViolation(error)) throw new ApiError('ACCOUNT_ALREADY_EXISTS', 'An account with this email already exists', 'body.email');
    throw error;
  }
  for (const group of user.groups ?? []) {
    await tx.query('INSERT INTO user_groups (user_id, group_name) VALUES ($1, $2)', [id, group]);
  }
  const created = await findUserById(tx, id);
  if (!created) throw new Error('user vanished inside its own transaction');
  return created;
}

/** Setting a password also clears a forced reset. */
export async function setPassword(tx: Queryable, userId: string, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, must_reset_password = false WHERE id = $1', [userId, passwordHash]);
}

export async function markVerified(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE users SET verified = true WHERE id = $1', [userId]);
}

/** Sessions, codes, grants and overrides go with it (ON DELETE CASCADE): nothing of the user stays usable. */
export async function deleteUser(tx: Queryable, userId: string): Promise<boolean> {
  const result = await tx.query('DELETE FROM users WHERE id = $1', [userId]);
  return (result.affectedRows ?? 0) > 0;
}
