import { NOTIFICATION_LANGUAGES, type NotificationLanguage, type Queryable } from '@portal/core/server';

/** What the account routes read of the caller's users row: the login address and the mail language. */
export interface AccountOfUser {
  readonly id: string;
  readonly email: string;
  /** users.language (set with setProperty); Finnish when unknown, as notifications do. */
  readonly language: NotificationLanguage;
}

export async function findAccountOfUser(db: Queryable, userId: string): Promise<AccountOfUser | null> {
  const { rows } = await db.query<{ id: string; email: string; language: string | null }>('SELECT id, email, language FROM users WHERE id = $1', [
    userId,
  ]);
  const row = rows[0];
  if (!row) return null;
  const language = (NOTIFICATION_LANGUAGES as readonly string[]).includes(row.language ?? '') ? (row.language as NotificationLanguage) : 'fi';
  return { id: row.id, email: row.email, language };
}

/** Whether any login already uses the address, whatever its case (users.email is unique case-insensitively). */
export async function emailInUse(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  return rows.length > 0;
}
