// vitest setup (web project): loads every plugin's lazily loaded Finnish texts and admin parts once, before the tests,
// through core's loadTexts, so the portals the component tests render have them from the first render,
// as they did when Finnish was bundled. The lazy path itself is tested in core (createPortalI18n.test.ts).
/// <reference types="vite/client" />
import { hostPageTranslations } from '../i18n/hostPageTranslations';
import { loadAdminParts, loadTexts, type PluginManifest, type PluginTranslations } from '@portal/core';

const translationModules: Record<string, Record<string, unknown>> = import.meta.glob<Record<string, unknown>>(
  '/plugins/*/src/**/translations/index.ts',
  { eager: true },
);

function isTranslations(value: unknown): value is PluginTranslations {
  return typeof value === 'object' && value !== null && 'fi' in value && 'sv' in value && 'en' in value;
}

await Promise.all(
  [...Object.values(translationModules), { hostPageTranslations }]
    .flatMap((exports) => Object.values(exports).filter(isTranslations))
    .flatMap((translations) => (typeof translations.fi === 'function' ? [loadTexts(translations.fi)] : [])),
);

// The same for the plugins' admin parts (PluginManifest.admin): a portal whose user has admin.access
// then has the admin routes and menu steps from its first render, as when they were in the manifests.
// The lazy path (a non-admin never loads them, an admin gets them) is tested in core (adminParts.test.ts).
const manifestModules: Record<string, Record<string, unknown>> = import.meta.glob<Record<string, unknown>>('/plugins/*/src/index.ts', {
  eager: true,
});

function isManifest(value: unknown): value is PluginManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PluginManifest).id === 'string' &&
    typeof (value as PluginManifest).apiVersion === 'number'
  );
}

await Promise.all(
  Object.values(manifestModules)
    .flatMap((exports) => Object.values(exports).filter(isManifest))
    .flatMap((manifest) => (manifest.admin ? [loadAdminParts(manifest.admin)] : [])),
);
