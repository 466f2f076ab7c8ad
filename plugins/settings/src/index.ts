import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { DELETE_ACCOUNT_CONFIRM_MODAL } from './web/modals';
import { settingsRoute } from './web/routes';
import { settingsTranslations } from './web/translations';
import { SETTINGS_FLAGS } from './contract/flags';

/**
 * General settings (flag `generalSettings`, requirements §2 "settings" and "UI mode"): language, graph mode,
 * tips-and-tricks mail, B2C/B2B mode, e-mail change and account deletion with its confirm modal. This
 * file is the manifest only — in every visitor's start-up bundle — so the page and modal are lazy chunks.
 */
export const settingsPlugin = definePlugin({
  id: 'settings',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: SETTINGS_FLAGS,
  enabledWhen: { flag: 'generalSettings' },
  routes: [{ ref: settingsRoute, page: () => import('./web/pages/SettingsPage') }],
  menu: [{ id: 'settings.menu', labelKey: 'menu.settings', route: settingsRoute, section: 'account', order: 20 }],
  modals: [{ ref: DELETE_ACCOUNT_CONFIRM_MODAL, component: () => import('./web/modals/DeleteAccountConfirmModal') }],
  translations: settingsTranslations,
  // requirements §7 demo mode (the tips-and-tricks choice): for the demo build only, behind a loader.
  demo: () => import('./web/demoAnswers').then((m) => m.settingsDemoAnswers),
});

export default settingsPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { settingsRoute } from './web/routes';
export { DELETE_ACCOUNT_CONFIRM_MODAL } from './web/modals';
export type { ChangeEmailBody, ChangeEmailResponse, ConfirmEmailResponse, EmailSubscriptionBody } from './contract';
