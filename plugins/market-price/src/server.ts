import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { seedMarketPriceDemoData } from './server/demo/marketPriceDemoData';
import { ingestForwardPricesCommand } from './server/forward/forwardPricesCommand';
import { marketPriceMigrations } from './server/migrations';
import { registerMarketPriceRoutes } from './server/registerMarketPriceRoutes';
import { MARKET_PRICE_FLAGS } from './contract/flags';
import { MARKET_PRICE_PERMISSIONS } from './contract/permissions';

/**
 * The market-price plugin's server part (flag `marketPrice`: off → its routes answer 404): the public
 * day-ahead prices (today and tomorrow, cheapest windows, future months), the person's own all-in price
 * per place, and the admin forward-price load (route + CLI). It reads the domain's spot_prices (loaded
 * by the consumption plugin's ingest) through core; it owns the forward-price and advertisement-tile
 * tables (the tile: public read behind flag advertisementTile, admin API for the tile administrators).
 */
export const marketPriceServerPlugin = defineServerPlugin({
  id: 'market-price',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: MARKET_PRICE_FLAGS,
  permissions: MARKET_PRICE_PERMISSIONS,
  flag: 'marketPrice',
  migrations: marketPriceMigrations,
  routes: registerMarketPriceRoutes,
  commands: [ingestForwardPricesCommand],
  demoData: seedMarketPriceDemoData,
});

export default marketPriceServerPlugin;
