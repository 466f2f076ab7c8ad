import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { marketPriceRoute } from './web/routes';
import { marketPriceTranslations } from './web/translations';

/**
 * The market-price plugin's web part (flag `marketPrice`): one page with a menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const marketPricePlugin = definePlugin({
  id: 'market-price',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'marketPrice' },
  routes: [{ ref: marketPriceRoute, page: () => import('./web/pages/MarketPricePage') }],
  menu: [{ id: 'market-price.menu', labelKey: 'menu.marketPrice', route: marketPriceRoute, section: 'services', order: 90 }],
  translations: marketPriceTranslations,
});

export default marketPricePlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { marketPriceRoute } from './web/routes';
export type { EnergyPriceResponse, CheapestResponse, UserPriceResponse, FutureResponse } from './contract';
