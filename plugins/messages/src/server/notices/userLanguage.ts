import type { Queryable } from '@portal/core/server';
import { TEXT_LANGUAGES, type TextLanguage } from '../../contract/localizedText';

/** The language the person chose (users.language, stored by the web's language switch). */
export async function userLanguage(db: Queryable, userId: string): Promise<TextLanguage> {
  const { rows } = await db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [userId]);
  const language = rows[0]?.language;
  return (TEXT_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as TextLanguage) : 'fi';
}
