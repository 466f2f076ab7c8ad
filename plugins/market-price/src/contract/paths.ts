/**
 * The plugin's API paths (SPEC §7: energyprice, energypricefuture). Server paths are without the /api
 * prefix; MARKET_PRICE_API builds the web's URLs (with it, as the ApiClient expects).
 *
 * The price routes are public (no personal data), so the price page can be linked from the company's
 * site; only the per-place price names a user and a place, and answers 404 for a foreign one.
 */
export const MARKET_PRICE_ROUTES = {
  energyPrice: '/v2/energyprice',
  cheapest: '/v2/energyprice/cheapest',
  userPrice: '/v2/energyprice/user/:id/location/:locationIdentifier',
  future: '/v2/energypricefuture',
  adminForwardPrices: '/admin/market-price/v1/forward-prices',
} as const;

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const MARKET_PRICE_API = {
  energyPrice: (params: Record<string, string | number | undefined>) => `/api${MARKET_PRICE_ROUTES.energyPrice}${query(params)}`,
  cheapest: (params: Record<string, string | number | undefined>) => `/api${MARKET_PRICE_ROUTES.cheapest}${query(params)}`,
  userPrice: (userId: string, locationIdentifier: string, params: Record<string, string | number | undefined>) =>
    `/api/v2/energyprice/user/${encodeURIComponent(userId)}/location/${encodeURIComponent(locationIdentifier)}${query(params)}`,
  future: (params: Record<string, string | number | undefined>) => `/api${MARKET_PRICE_ROUTES.future}${query(params)}`,
};
