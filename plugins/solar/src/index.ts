import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { solarRoute } from './web/routes';
import { solarTranslations } from './web/translations';

/**
 * The solar plugin's web part (flag `solar`): one page with a menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const solarPlugin = definePlugin({
  id: 'solar',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'solar' },
  routes: [{ ref: solarRoute, page: () => import('./web/pages/SolarPage') }],
  menu: [{ id: 'solar.menu', labelKey: 'menu.solar', route: solarRoute, section: 'services', order: 90 }],
  translations: solarTranslations,
});

export default solarPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { solarRoute } from './web/routes';
export type { PanelInfo, PanelDetails, PanelSummary, ProductionSeries, FindLinkResponse, MicroSummary, MicroTimeseries, NetRow, SolarStatement } from './contract';
