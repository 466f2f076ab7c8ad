import { NOTIFICATION_LANGUAGES, type NotificationLanguage, type Queryable } from '@portal/core/server';

/** The person's language (users.language, set with setProperty); Finnish when unknown. */
export async function userLanguageOf(db: Queryable, userId: string): Promise<NotificationLanguage> {
  const { rows } = await db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [userId]);
  const language = rows[0]?.language ?? 'fi';
  return (NOTIFICATION_LANGUAGES as readonly string[]).includes(language) ? (language as NotificationLanguage) : 'fi';
}
