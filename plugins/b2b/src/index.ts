import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { b2bCompositesRoute, b2bPlaceRoute, b2bReportsRoute, b2bRoute } from './web/routes';
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
  routes: [
    { ref: b2bRoute, page: () => import('./web/pages/CompanyPlacesPage') },
    { ref: b2bCompositesRoute, page: () => import('./web/composite/CompositesPage') },
    { ref: b2bReportsRoute, page: () => import('./web/reports/ReportsPage') },
    { ref: b2bPlaceRoute, page: () => import('./web/place/PlaceDetailPage') },
  ],
  // In B2B mode this step takes the place of the locations plugin's all-places step (B2C only).
  menu: [
    { id: 'b2b.menu', labelKey: 'menu.b2b', route: b2bRoute, section: 'services', order: 10 },
    { id: 'b2b.composites', labelKey: 'menu.b2bComposites', route: b2bCompositesRoute, section: 'services', order: 11 },
    { id: 'b2b.reports', labelKey: 'menu.b2bReports', route: b2bReportsRoute, section: 'services', order: 12 },
  ],
  translations: b2bTranslations,
  // requirements §7 demo mode (company selections): for the demo build only, behind a loader.
  demo: () => import('./web/demoAnswers').then((m) => m.b2bDemoAnswers),
});

export default b2bPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { b2bCompositesRoute, b2bPlaceRoute, b2bReportsRoute, b2bRoute } from './web/routes';
export type { ListPlace, ListSummaryResponse, ListSortKey } from './contract';
