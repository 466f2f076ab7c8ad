import { z } from 'zod';

export const TEXT_LANGUAGES = ['fi', 'sv', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/**
 * An administrator's text in the portal's languages: Finnish is required (the default language), a
 * missing Swedish or English text falls back to it.
 */
export function localizedTextSchema(max: number) {
  const text = z.string().trim().min(1).max(max);
  return z.object({ fi: text, sv: text.optional(), en: text.optional() }).strict();
}

export type LocalizedText = { readonly fi: string; readonly sv?: string; readonly en?: string };

export function pickLanguage(text: LocalizedText, language: TextLanguage): string {
  return text[language] ?? text.fi;
}
