import { CORE_API_VERSION, definePlugin, TOP_BAR_SLOT } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { GRANT_CONFIRM_MODAL, GRANT_SUCCESS_MODAL, OUTCOME_MODALS, REMOVE_CONFIRM_MODAL } from './web/modals';
import { activationRoute, grantRoute, representationRoute, visibilityRoute } from './web/routes';
import { representationTranslations } from './web/translations';
import { REPRESENTATION_FLAGS } from './contract/flags';

const outcomeModal = () => import('./web/modals/OutcomeModal');

/**
 * The representation plugin's web part (flag `representative`): read rights given and received, the
 * grant form, the activation page of the invitation link, and the "acting for …" banner on every page
 * (core's top bar slot). This file is the manifest only: pages, modals and the banner load lazily.
 */
export const representationPlugin = definePlugin({
  id: 'representation',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: REPRESENTATION_FLAGS,
  enabledWhen: { flag: 'representative' },
  routes: [
    { ref: representationRoute, page: () => import('./web/pages/RepresentationPage') },
    { ref: grantRoute, page: () => import('./web/pages/GrantPage') },
    { ref: activationRoute, page: () => import('./web/pages/ActivatePage') },
    { ref: visibilityRoute, page: () => import('./web/pages/VisibilityPage') },
  ],
  menu: [
    { id: 'representation.menu', labelKey: 'menu.representation', route: representationRoute, section: 'services', order: 90 },
    { id: 'representation.grantMenu', labelKey: 'menu.grant', route: grantRoute, section: 'services', order: 91 },
  ],
  slots: [{ id: 'representation.actingBanner', slot: TOP_BAR_SLOT, component: () => import('./web/components/ActingBanner'), order: 0 }],
  modals: [
    { ref: GRANT_CONFIRM_MODAL, component: () => import('./web/modals/GrantConfirmModal') },
    { ref: GRANT_SUCCESS_MODAL, component: () => import('./web/modals/GrantSuccessModal') },
    { ref: REMOVE_CONFIRM_MODAL, component: () => import('./web/modals/RemoveConfirmModal') },
    ...Object.values(OUTCOME_MODALS).map((ref) => ({ ref, component: outcomeModal })),
  ],
  translations: representationTranslations,
  // requirements §7 demo mode (read rights given and received): for the demo build only, behind a loader.
  demo: () => import('./web/demoAnswers').then((m) => m.representationDemoAnswers),
});

export default representationPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { representationRoute, grantRoute, activationRoute, visibilityRoute } from './web/routes';
export type { Representation, CurrentResponse, ActivationOutcome } from './contract';
