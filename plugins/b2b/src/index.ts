import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { b2bRoute } from './web/routes';
import { b2bTranslations } from './web/translations';

/**
 * The b2b plugin's web part (flag `locations`, mode B2B): the company place list with its menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const b2bPlugin = definePlugin({
  id: 'b2b',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'locations', modes: ['B2B'] },
  routes: [{ ref: b2bRoute, page: () => import('./web/pages/CompanyPlacesPage') }],
  // In B2B mode this step takes the place of the locations plugin's all-places step (B2C only).
  menu: [{ id: 'b2b.menu', labelKey: 'menu.b2b', route: b2bRoute, section: 'services', order: 10 }],
  translations: b2bTranslations,
});

export default b2bPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { b2bRoute } from './web/routes';
export type { ListPlace, ListSummaryResponse, ListSortKey } from './contract';
