import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { locationDetailRoute, locationsRoute } from './routes';
import { locationsTranslations } from './translations';

/**
 * The locations plugin (feature flag `locations`): the use-place list and each place's page with the
 * LOCATION_CARD_SLOT other plugins fill. Pages are lazy chunks; importing this registers nothing.
 */
export const locationsPlugin = definePlugin({
  id: 'locations',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'locations' },
  routes: [
    { ref: locationsRoute, page: () => import('./pages/LocationsPage') },
    { ref: locationDetailRoute, page: () => import('./pages/LocationPage') },
  ],
  menu: [{ id: 'locations.list', labelKey: 'menu.locations', route: locationsRoute, section: 'services', order: 10 }],
  translations: locationsTranslations,
  demo: () => import('./demoAnswers').then((m) => m.locationsDemoAnswers),
});

export default locationsPlugin;
export { locationsRoute, locationDetailRoute } from './routes';
export type { ContentItem, LocationDetail } from './contract';
