// vitest setup (web project): loads every plugin's lazily loaded Finnish texts once, before the tests,
// through core's loadTexts, so the portals the component tests render have them from the first render,
// as they did when Finnish was bundled. The lazy path itself is tested in core (createPortalI18n.test.ts).
/// <reference types="vite/client" />
import { loadTexts, type PluginTranslations } from '@portal/core';

const translationModules: Record<string, Record<string, unknown>> = import.meta.glob<Record<string, unknown>>('/plugins/*/src/**/translations/index.ts', { eager: true });

function isTranslations(value: unknown): value is PluginTranslations {
  return typeof value === 'object' && value !== null && 'fi' in value && 'sv' in value && 'en' in value;
}

await Promise.all(
  Object.values(translationModules)
    .flatMap((exports) => Object.values(exports).filter(isTranslations))
    .flatMap((translations) => (typeof translations.fi === 'function' ? [loadTexts(translations.fi)] : [])),
);
