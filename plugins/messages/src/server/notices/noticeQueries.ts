import type { CompanyCode, Queryable } from '@portal/core/server';
import type { Notice } from '../../contract/notices';
import { pickLanguage, type LocalizedText, type TextLanguage } from '../../contract/localizedText';

interface NoticeRow {
  id: string;
  type: 'timed' | 'disruption';
  location_identifier: string | null;
  texts: { title: LocalizedText; body: LocalizedText };
  starts_at: Date | string;
  ends_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Timed and disruption notices in force now: company-wide ones, and those of the given places (the
 * caller's visible places, already checked by the route). Newest start first.
 */
export async function currentNotices(
  db: Queryable,
  company: CompanyCode,
  locationIdentifiers: readonly string[],
  now: Date,
  language: TextLanguage,
): Promise<Notice[]> {
  const { rows } = await db.query<NoticeRow>(
    `SELECT id, type, location_identifier, texts, starts_at, ends_at FROM messages_notifications
      WHERE company = $1 AND starts_at <= $2 AND ends_at > $2
        AND (location_identifier IS NULL OR location_identifier = ANY($3::text[]))
      ORDER BY starts_at DESC, id`,
    [company, now, [...locationIdentifiers]],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: pickLanguage(row.texts.title, language),
    body: pickLanguage(row.texts.body, language),
    locationIdentifier: row.location_identifier,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
  }));
}

const REPRESENTATIVE_TEXTS: Record<TextLanguage, { title: string; body: (places: number) => string }> = {
  fi: {
    title: 'Lukuoikeus toisen asiakkaan käyttöpaikkoihin',
    body: (n) => `Sinulla on lukuoikeus ${n} käyttöpaikkaan, jotka eivät ole omiasi. Voit katsoa niiden tietoja mutta et muuttaa niitä.`,
  },
  sv: {
    title: 'Läsrätt till en annan kunds förbrukningsställen',
    body: (n) => `Du har läsrätt till ${n} förbrukningsställen som inte är dina egna. Du kan se deras uppgifter men inte ändra dem.`,
  },
  en: {
    title: 'Read rights to another customer’s places',
    body: (n) => `You have read rights to ${n} use places that are not your own. You can see their details but not change them.`,
  },
};

/**
 * The representative notice (requirements §7 "notifications (timed, representative, disruption)"): shown to a
 * person who reads someone else's places as their representative, so they know what they are looking at.
 */
export function representativeNotice(representedPlaces: readonly string[], language: TextLanguage, single?: string): Notice | null {
  if (representedPlaces.length === 0) return null;
  const texts = REPRESENTATIVE_TEXTS[language];
  return {
    id: single ? `representative:${single}` : 'representative',
    type: 'representative',
    title: texts.title,
    body: texts.body(representedPlaces.length),
    locationIdentifier: single ?? null,
    startsAt: null,
    endsAt: null,
  };
}
