import type { PermissionKey } from '../permissions/permissionKeys';
import type { AdminContributions, Language, PluginManifest, TranslationResources } from './definePlugin';

type Startup = Readonly<Record<Language, TranslationResources>>;

/** The permission that lets a user see any admin page, and so decides whether admin parts load. */
export const ADMIN_ACCESS_PERMISSION = 'admin.access' satisfies PermissionKey;

type AdminLoader = NonNullable<PluginManifest['admin']>;

/** Admin parts a loader has delivered: a portal created afterwards (a test's next render) has them at once. */
const loadedAdminParts = new WeakMap<AdminLoader, AdminContributions>();

/**
 * Runs a plugin's admin loader once and remembers the result (like loadTexts). Test setups call it up
 * front for every plugin (host/web/src/testing/loadPluginTexts.setup.ts), so admin screens render
 * synchronously in component tests; the lazy path is tested in core (adminParts.test.ts).
 */
export async function loadAdminParts(loader: AdminLoader): Promise<AdminContributions> {
  const known = loadedAdminParts.get(loader);
  if (known) return known;
  const parts = await loader();
  loadedAdminParts.set(loader, parts);
  return parts;
}

/** The admin parts already loaded for this plugin, if any. */
export function knownAdminParts(plugin: PluginManifest): AdminContributions | undefined {
  return plugin.admin ? loadedAdminParts.get(plugin.admin) : undefined;
}

/** The manifest as if its admin parts were written in it: what gating and validation see. */
export function withAdminParts(plugin: PluginManifest, parts: AdminContributions | undefined): PluginManifest {
  if (!parts) return plugin;
  const { translations } = plugin;
  return {
    ...plugin,
    // The admin labels join the startup texts, so validation sees every menu step labelled.
    ...(translations && parts.startup ? { translations: { ...translations, startup: mergeStartup(translations.startup, parts.startup) } } : {}),
    routes: [...(plugin.routes ?? []), ...(parts.routes ?? [])],
    menu: [...(plugin.menu ?? []), ...(parts.menu ?? [])],
    modals: [...(plugin.modals ?? []), ...(parts.modals ?? [])],
    slots: [...(plugin.slots ?? []), ...(parts.slots ?? [])],
  };
}

/**
 * Every plugin with its admin parts loaded and merged: the build validates this set (so a broken admin
 * route fails `npm run build`, not an administrator's browser).
 */
export async function withAllAdminParts(plugins: readonly PluginManifest[]): Promise<PluginManifest[]> {
  return Promise.all(plugins.map(async (p) => withAdminParts(p, p.admin ? await loadAdminParts(p.admin) : undefined)));
}

function mergeStartup(base: Startup | undefined, added: Startup): Startup {
  const merge = (a: TranslationResources, b: TranslationResources): TranslationResources =>
    Object.fromEntries(
      [...new Set([...Object.keys(a), ...Object.keys(b)])].map((key) => {
        const [x, y] = [a[key], b[key]];
        return [key, isTexts(x) && isTexts(y) ? merge(x, y) : (y ?? x)];
      }),
    );
  return { fi: merge(base?.fi ?? {}, added.fi), sv: merge(base?.sv ?? {}, added.sv), en: merge(base?.en ?? {}, added.en) };
}

function isTexts(value: unknown): value is TranslationResources {
  return typeof value === 'object' && value !== null;
}
