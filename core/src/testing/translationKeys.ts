import type { PluginManifest, TranslationResources } from '../plugin/definePlugin';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, nested]) => keysOf(nested, prefix ? `${prefix}.${key}` : key));
}

async function resolveTexts(texts: TranslationResources | (() => Promise<TranslationResources>)): Promise<TranslationResources> {
  return typeof texts === 'function' ? texts() : texts;
}

export interface TranslationKeyMismatch {
  readonly language: 'sv' | 'en';
  /** Keys Finnish has and this language lacks. */
  readonly missing: readonly string[];
  /** Keys this language has and Finnish does not. */
  readonly extra: readonly string[];
}

/**
 * Compares every language of a plugin's texts with Finnish (the complete default), loading the lazy
 * ones. An empty answer means every language has exactly Finnish's keys.
 */
export async function translationKeyMismatches(plugin: PluginManifest): Promise<TranslationKeyMismatch[]> {
  if (!plugin.translations) return [];
  const finnish = new Set(keysOf(await resolveTexts(plugin.translations.fi)));
  const mismatches: TranslationKeyMismatch[] = [];
  for (const language of ['sv', 'en'] as const) {
    const keys = new Set(keysOf(await resolveTexts(plugin.translations[language])));
    const missing = [...finnish].filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !finnish.has(key));
    if (missing.length > 0 || extra.length > 0) mismatches.push({ language, missing, extra });
  }
  // The startup texts (menu labels) too: each language has Finnish's, and Finnish's are part of the full texts.
  const startup = plugin.translations.startup;
  if (startup) {
    const startupFinnish = keysOf(startup.fi).filter((key) => key !== '');
    for (const language of ['sv', 'en'] as const) {
      const keys = new Set(keysOf(startup[language]).filter((key) => key !== ''));
      const missing = startupFinnish.filter((key) => !keys.has(key));
      const extra = [...keys].filter((key) => !startupFinnish.includes(key));
      if (missing.length > 0 || extra.length > 0)
        mismatches.push({ language, missing: missing.map((k) => `startup.${k}`), extra: extra.map((k) => `startup.${k}`) });
    }
    const notInFull = startupFinnish.filter((key) => !finnish.has(key));
    if (notInFull.length > 0)
      mismatches.push({ language: 'sv', missing: [], extra: notInFull.map((k) => `startup.${k} (not in the full Finnish texts)`) });
  }
  return mismatches;
}
