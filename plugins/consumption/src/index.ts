import { CORE_API_VERSION, definePlugin, FRONT_PAGE_CARD_SLOT, LOCATION_CARD_SLOT } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { consumptionIndexRoute, districtHeatingRoute, electricityConsumptionRoute } from './web/routes';
import { consumptionTranslations } from './web/translations';
import { CONSUMPTION_FLAGS } from './contract/flags';

/**
 * The consumption plugin's web part (flag `consumption`): electricity and district heating pages and
 * the use-place cards (yesterday, previous week and month, district heating, budget). The electricity
 * page also holds the consumption profile and (flag `weightedPricing`) the weighted price for a week,
 * month or year; the district heating page its energy chart. Pages and cards are lazy chunks, so the
 * charting code loads only with them; importing this registers nothing.
 * Each card also checks the place's own feature (requirements §5: absent = disabled) before showing anything.
 */
export const consumptionPlugin = definePlugin({
  id: 'consumption',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: CONSUMPTION_FLAGS,
  enabledWhen: { flag: 'consumption' },
  routes: [
    { ref: consumptionIndexRoute, page: () => import('./web/pages/ConsumptionIndexPage') },
    { ref: electricityConsumptionRoute, page: () => import('./web/pages/ElectricityConsumptionPage') },
    {
      ref: districtHeatingRoute,
      page: () => import('./web/pages/DistrictHeatingPage'),
      enabledWhen: { flag: 'districtHeatingConsumption' },
    },
  ],
  menu: [
    {
      id: 'consumption.index',
      labelKey: 'menu.consumption',
      route: consumptionIndexRoute,
      // The district heating view is "Kulutus" too, though its path is /kaukolampo/...
      currentOn: [districtHeatingRoute],
      section: 'services',
      order: 20,
    },
  ],
  slots: [
    { id: 'consumption.yesterday', slot: LOCATION_CARD_SLOT, component: () => import('./web/cards/YesterdayConsumptionCard'), order: 10 },
    { id: 'consumption.previousPeriods', slot: LOCATION_CARD_SLOT, component: () => import('./web/cards/PreviousPeriodsCard'), order: 11 },
    {
      id: 'consumption.districtHeating',
      slot: LOCATION_CARD_SLOT,
      component: () => import('./web/cards/DistrictHeatingCard'),
      order: 12,
      enabledWhen: { flag: 'districtHeatingConsumption' },
    },
    {
      id: 'consumption.budget',
      slot: LOCATION_CARD_SLOT,
      component: () => import('./web/cards/BudgetCard'),
      order: 13,
      enabledWhen: { flag: 'consumptionBudget' },
    },
    // Front-page glances; the company orders them (CompanyDistribution.frontPageCards).
    {
      id: 'consumption.frontPageYesterday',
      slot: FRONT_PAGE_CARD_SLOT,
      component: () => import('./web/frontPage/FrontPageYesterdayCard'),
      order: 10,
    },
    {
      id: 'consumption.frontPageSpotPrice',
      slot: FRONT_PAGE_CARD_SLOT,
      component: () => import('./web/frontPage/FrontPageSpotPriceCard'),
      order: 30,
    },
    {
      id: 'consumption.frontPageBudget',
      slot: FRONT_PAGE_CARD_SLOT,
      component: () => import('./web/frontPage/FrontPageBudgetCard'),
      order: 40,
      enabledWhen: { flag: 'consumptionBudget' },
    },
    {
      id: 'consumption.frontPageDistrictHeating',
      slot: FRONT_PAGE_CARD_SLOT,
      component: () => import('./web/frontPage/FrontPageDistrictHeatingCard'),
      order: 11,
      enabledWhen: { flag: 'districtHeatingConsumption' },
    },
  ],
  translations: consumptionTranslations,
  // requirements §7 demo mode: generated series for the demo build only (a loader keeps them out of every other bundle).
  demo: () => import('./web/demoAnswers').then((m) => m.consumptionDemoAnswers),
});

export default consumptionPlugin;
export { consumptionIndexRoute, electricityConsumptionRoute, districtHeatingRoute } from './web/routes';
