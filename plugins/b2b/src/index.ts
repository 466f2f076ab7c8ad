import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { b2bRoute } from './web/routes';
import { b2bTranslations } from './web/translations';

/**
 * The b2b plugin's web part (flag `locations`): one page with a menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const b2bPlugin = definePlugin({
  id: 'b2b',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'locations', modes: ['B2B'] },
  routes: [{ ref: b2bRoute, page: () => import('./web/pages/B2bPage') }],
  menu: [{ id: 'b2b.menu', labelKey: 'menu.b2b', route: b2bRoute, section: 'services', order: 90 }],
  translations: b2bTranslations,
});

export default b2bPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { b2bRoute } from './web/routes';
export type { B2bItem, B2bItemsResponse } from './contract';
