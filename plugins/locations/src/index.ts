import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { locationDetailRoute, locationsRoute } from './web/routes';
import { locationsTranslations } from './web/translations';
import { LOCATIONS_FLAGS } from './contract/flags';

/**
 * The locations plugin (feature flag `locations`): the use-place list and each place's page with the
 * LOCATION_CARD_SLOT other plugins fill. Pages are lazy chunks; importing this registers nothing.
 */
export const locationsPlugin = definePlugin({
  id: 'locations',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: LOCATIONS_FLAGS,
  enabledWhen: { flag: 'locations' },
  routes: [
    { ref: locationsRoute, page: () => import('./web/pages/LocationsPage') },
    { ref: locationDetailRoute, page: () => import('./web/pages/LocationPage') },
  ],
  // In B2B mode the b2b plugin's paged company place list takes this step's place (issue 15): one page
  // of every place does not scale to a business customer's hundreds. The page itself stays reachable.
  menu: [
    { id: 'locations.list', labelKey: 'menu.locations', route: locationsRoute, section: 'services', order: 10, enabledWhen: { modes: ['B2C'] } },
  ],
  translations: locationsTranslations,
  demo: () => import('./web/demoAnswers').then((m) => m.locationsDemoAnswers),
});

export default locationsPlugin;
export { locationsRoute, locationDetailRoute } from './web/routes';
export type { ContentItem, LocationDetail } from './contract/locations';
