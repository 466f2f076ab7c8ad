import { CORE_API_VERSION, definePlugin, FRONT_PAGE_CARD_SLOT, LOCATION_CARD_SLOT } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { microgenerationRoute, panelRoute, solarRoute } from './web/routes';
import { solarTranslations } from './web/translations';

/**
 * The solar plugin's web part (flag `solar`): the plants page, a plant's details and production, and
 * (flag `microgeneration`) a place's netted microgeneration with its monthly statement, plus a front
 * page glance. This file is the manifest only — it is in every visitor's start-up bundle, so it
 * imports no page, no zod schema and no runtime code; pages load lazily as their own chunks.
 */
export const solarPlugin = definePlugin({
  id: 'solar',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: SOLAR_FLAGS,
  enabledWhen: { flag: 'solar' },
  routes: [
    { ref: solarRoute, page: () => import('./web/pages/SolarPage') },
    { ref: panelRoute, page: () => import('./web/pages/PanelPage') },
    { ref: microgenerationRoute, page: () => import('./web/pages/MicrogenerationPage'), enabledWhen: { flag: 'microgeneration' } },
  ],
  menu: [
    { id: 'solar.menu', labelKey: 'menu.solar', route: solarRoute, currentOn: [panelRoute, microgenerationRoute], section: 'services', order: 90 },
  ],
  slots: [
    {
      id: 'solar.placeMicrogeneration',
      slot: LOCATION_CARD_SLOT,
      component: () => import('./web/cards/PlaceMicrogenerationCard'),
      order: 30,
      enabledWhen: { flag: 'microgeneration' },
    },
    {
      id: 'solar.frontPage',
      slot: FRONT_PAGE_CARD_SLOT,
      component: () => import('./web/frontPage/FrontPageSolarCard'),
      order: 20,
      enabledWhen: { flag: 'microgeneration' },
    },
  ],
  translations: solarTranslations,
  demo: () => import('./web/demoAnswers').then((m) => m.solarDemoAnswers),
});

export default solarPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { solarRoute, panelRoute, microgenerationRoute } from './web/routes';
export type {
  PanelInfo,
  PanelDetails,
  PanelSummary,
  ProductionSeries,
  FindLinkResponse,
  MicroSummary,
  MicroTimeseries,
  NetRow,
  SolarStatement,
} from './contract';
import { SOLAR_FLAGS } from './contract/flags';
