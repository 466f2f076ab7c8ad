/**
 * The plugin's API paths (requirements §7: energyprice, energypricefuture, weightedConsumption(Plus),
 * weightedConsumptionSuggestion). Server paths are without the /api
 * prefix; MARKET_PRICE_API builds the web's URLs (with it, as the ApiClient expects).
 *
 * The price routes are public (no personal data), so the price page can be linked from the company's
 * site; only the per-place price names a user and a place, and answers 404 for a foreign one.
 */
export const MARKET_PRICE_ROUTES = {
  energyPrice: '/v2/energyprice',
  cheapest: '/v2/energyprice/cheapest',
  userPrice: '/v2/energyprice/user/:id/location/:locationIdentifier',
  simulator: '/v2/energyprice/user/:id/location/:locationIdentifier/simulator',
  future: '/v2/energypricefuture',
  suggestion: '/v2/weightedConsumptionSuggestion/user/:id/location/:locationIdentifier',
  // requirements §7 lists these two "under /v2/alerts/"; they are the spot app's consumption profile, so they live here.
  weightedConsumption: '/v2/alerts/weightedConsumption/user/:id/location/:locationIdentifier',
  weightedConsumptionPlus: '/v2/alerts/weightedConsumptionPlus/user/:id/location/:locationIdentifier',
  adminForwardPrices: '/admin/market-price/v1/forward-prices',
  advertisementTile: '/v2/marketpriceapp/advertisementtile',
  adminAdvertisementTiles: '/admin/advertisement-tile/v1',
  adminAdvertisementTile: '/admin/advertisement-tile/v1/:id',
} as const;

/** Paths only: the web passes the query as useApi's `[path, query]` key, so SWR caches per query. */
export const MARKET_PRICE_API = {
  energyPrice: `/api${MARKET_PRICE_ROUTES.energyPrice}`,
  cheapest: `/api${MARKET_PRICE_ROUTES.cheapest}`,
  userPrice: (userId: string, locationIdentifier: string) =>
    `/api/v2/energyprice/user/${encodeURIComponent(userId)}/location/${encodeURIComponent(locationIdentifier)}`,
  future: `/api${MARKET_PRICE_ROUTES.future}`,
  advertisementTile: `/api${MARKET_PRICE_ROUTES.advertisementTile}`,
  adminAdvertisementTiles: `/api${MARKET_PRICE_ROUTES.adminAdvertisementTiles}`,
  adminAdvertisementTile: (id: string) => `/api/admin/advertisement-tile/v1/${encodeURIComponent(id)}`,
  suggestion: (userId: string, locationIdentifier: string) =>
    `/api/v2/weightedConsumptionSuggestion/user/${encodeURIComponent(userId)}/location/${encodeURIComponent(locationIdentifier)}`,
  weightedConsumption: (userId: string, locationIdentifier: string) =>
    `/api/v2/alerts/weightedConsumption/user/${encodeURIComponent(userId)}/location/${encodeURIComponent(locationIdentifier)}`,
  weightedConsumptionPlus: (userId: string, locationIdentifier: string) =>
    `/api/v2/alerts/weightedConsumptionPlus/user/${encodeURIComponent(userId)}/location/${encodeURIComponent(locationIdentifier)}`,
  simulator: (userId: string, locationIdentifier: string) =>
    `/api/v2/energyprice/user/${encodeURIComponent(userId)}/location/${encodeURIComponent(locationIdentifier)}/simulator`,
};
