import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { representationRoute } from './web/routes';
import { representationTranslations } from './web/translations';

/**
 * The representation plugin's web part (flag `representative`): one page with a menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const representationPlugin = definePlugin({
  id: 'representation',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'representative' },
  routes: [{ ref: representationRoute, page: () => import('./web/pages/RepresentationPage') }],
  menu: [{ id: 'representation.menu', labelKey: 'menu.representation', route: representationRoute, section: 'services', order: 90 }],
  translations: representationTranslations,
});

export default representationPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { representationRoute } from './web/routes';
export type { Representation, CurrentResponse, ActivationOutcome } from './contract';
