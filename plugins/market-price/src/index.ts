import { CONSUMPTION_PAGE_SLOT, CORE_API_VERSION, definePlugin, FRONT_PAGE_CARD_SLOT } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { marketPriceRoute } from './web/routes';
import { marketPriceTranslations } from './web/translations';

/**
 * The market-price plugin's web part (flag `marketPrice`): the public price page `/porssisahko` with
 * its menu step, a front-page card (the price now, the next cheap window), and the advertisement tile
 * on the front page and the consumption page. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; the page and card load lazily as their own chunks. Importing it registers nothing.
 */
export const marketPricePlugin = definePlugin({
  id: 'market-price',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: MARKET_PRICE_FLAGS,
  permissions: MARKET_PRICE_PERMISSIONS,
  enabledWhen: { flag: 'marketPrice' },
  // Public: the price view needs no sign-in (no personal data), so the company's site can link to it.
  routes: [{ ref: marketPriceRoute, page: () => import('./web/pages/MarketPricePage'), public: true }],
  menu: [{ id: 'market-price.menu', labelKey: 'menu.marketPrice', route: marketPriceRoute, section: 'services', order: 90 }],
  slots: [
    { id: 'market-price.frontPagePrice', slot: FRONT_PAGE_CARD_SLOT, component: () => import('./web/frontPage/FrontPagePriceCard'), order: 30 },
    // The advertisement tile (flag advertisementTile) also on the front page and under a place's consumption.
    {
      id: 'market-price.frontPageAdvertisementTile',
      slot: FRONT_PAGE_CARD_SLOT,
      component: () => import('./web/frontPage/FrontPageAdvertisementTile'),
      order: 90,
    },
    {
      id: 'market-price.consumptionAdvertisementTile',
      slot: CONSUMPTION_PAGE_SLOT,
      component: () => import('./web/components/ConsumptionAdvertisementTile'),
      order: 90,
    },
  ],
  admin: () => import('./web/adminContributions').then((m) => m.admin),
  translations: marketPriceTranslations,
  // requirements §7 demo mode (future prices): for the demo build only, behind a loader.
  demo: () => import('./web/demoAnswers').then((m) => m.marketPriceDemoAnswers),
});

export default marketPricePlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { advertisementTileAdminRoute, marketPriceRoute, priceAlertsExternalRoute } from './web/routes';
export type {
  EnergyPriceResponse,
  CheapestResponse,
  UserPriceResponse,
  FutureResponse,
  WeightedConsumptionResponse,
  WeightedConsumptionPlusResponse,
} from './contract';
import { MARKET_PRICE_FLAGS } from './contract/flags';
import { MARKET_PRICE_PERMISSIONS } from './contract/permissions';
