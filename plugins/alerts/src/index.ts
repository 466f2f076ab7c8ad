import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { alertPlaceRoute, alertPriceRoute, alertsRoute } from './web/routes';
import { alertsTranslations } from './web/translations';
import { ALERTS_FLAGS } from './contract/flags';

/**
 * The alerts plugin's web part: the list of places with their alerts and one settings page per place.
 * It serves three flags (consumptionAlert, disruptionAlert, priceLimit), so it has no plugin-wide flag:
 * the server's place list says which alerts each place offers under the user's flags. This file is
 * the manifest only — in every visitor's start-up bundle, so it imports no page, no zod schema and no
 * runtime code; pages load lazily as their own chunks. Importing it registers nothing.
 */
export const alertsPlugin = definePlugin({
  id: 'alerts',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: ALERTS_FLAGS,
  enabledWhen: {},
  routes: [
    { ref: alertsRoute, page: () => import('./web/pages/AlertsListPage') },
    // Before the place route for readers; the router ranks the static segment first either way.
    { ref: alertPriceRoute, page: () => import('./web/pages/PriceAlertsPage'), enabledWhen: { flag: 'priceLimit' } },
    { ref: alertPlaceRoute, page: () => import('./web/pages/AlertPlacePage') },
  ],
  menu: [
    { id: 'alerts.menu', labelKey: 'menu.alerts', route: alertsRoute, currentOn: [alertPlaceRoute, alertPriceRoute], section: 'services', order: 90 },
  ],
  translations: alertsTranslations,
  // requirements §7 demo mode (alert subscriptions, disruption subscription): for the demo build only, behind a loader.
  demo: () => import('./web/demoAnswers').then((m) => m.alertsDemoAnswers),
});

export default alertsPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { alertsRoute, alertPlaceRoute, alertPriceRoute } from './web/routes';
export type { AlertPlace, ConsumptionAlert, DisruptionAlert, DistrictHeatingAlert, EnergyPriceAlert, EnergyPriceReport } from './contract';
