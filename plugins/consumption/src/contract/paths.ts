/**
 * The consumption plugin's API paths (all under /api). requirements §7 names the calls ("Consumption:
 * electricity, weighted and district heating summary, timeseries, profile data, setConsumptionBudget")
 * but not their paths; these follow the user-v2 shape of the other service-location calls:
 *
 *   GET  /v2/consumption/user/:id/location/:locationIdentifier/electricity/summary?vat=
 *   GET  /v2/consumption/user/:id/location/:locationIdentifier/electricity/timeseries?mode=&start=&unit=&vat=&overlays=&resolution=&maxPoints=
 *   GET  /v2/consumption/user/:id/location/:locationIdentifier/electricity/profile?mode=&start=
 *   GET  /v2/consumption/user/:id/location/:locationIdentifier/electricity/weighted?mode=&start=&vat=
 *   GET  /v2/consumption/user/:id/location/:locationIdentifier/districtheating/summary?mode=&start=&vat=
 *   GET  /v2/consumption/user/:id/location/:locationIdentifier/districtheating/timeseries?(as electricity)
 *   GET  /v2/consumption/user/:id/location/:locationIdentifier/budget?vat=
 *   POST /v2/consumption/user/:id/location/:locationIdentifier/setConsumptionBudget
 *   GET  /v2/consumption/user/:id/electricity/spot-price/now?vat=   (the user's first spot-priced place)
 *   POST /admin/consumption-data/v1/ingest        (admin, text/csv body or JSON { csv })
 *   POST /admin/consumption-data/v1/spot-prices   (admin, day-ahead prices: text/csv body or JSON { csv })
 *
 * `:id` is always the caller's own user id; another id, or a place the caller may not see, is 404.
 * Flags (404 when off): the plugin's `consumption`; district heating routes `districtHeatingConsumption`;
 * budget routes `consumptionBudget`; unit=EUR (and budgets in euros) `consumptionInEuros`; the
 * reactivePower overlay `reactivePower`; weighted `weightedPricing`.
 */
const enc = encodeURIComponent;

const locationBase = (userId: string, locationIdentifier: string) => `/api/v2/consumption/user/${enc(userId)}/location/${enc(locationIdentifier)}`;

/** URL builders for the web (with the /api prefix the ApiClient expects); query strings are the caller's. */
export const CONSUMPTION_API = {
  electricitySummary: (userId: string, locationIdentifier: string) => `${locationBase(userId, locationIdentifier)}/electricity/summary`,
  electricityTimeseries: (userId: string, locationIdentifier: string) => `${locationBase(userId, locationIdentifier)}/electricity/timeseries`,
  electricityProfile: (userId: string, locationIdentifier: string) => `${locationBase(userId, locationIdentifier)}/electricity/profile`,
  electricityWeighted: (userId: string, locationIdentifier: string) => `${locationBase(userId, locationIdentifier)}/electricity/weighted`,
  districtHeatingSummary: (userId: string, locationIdentifier: string) => `${locationBase(userId, locationIdentifier)}/districtheating/summary`,
  districtHeatingTimeseries: (userId: string, locationIdentifier: string) => `${locationBase(userId, locationIdentifier)}/districtheating/timeseries`,
  budget: (userId: string, locationIdentifier: string) => `${locationBase(userId, locationIdentifier)}/budget`,
  setConsumptionBudget: (userId: string, locationIdentifier: string) => `${locationBase(userId, locationIdentifier)}/setConsumptionBudget`,
  spotPriceNow: (userId: string) => `/api/v2/consumption/user/${enc(userId)}/electricity/spot-price/now`,
  adminIngest: () => '/api/admin/consumption-data/v1/ingest',
  adminSpotPriceIngest: () => '/api/admin/consumption-data/v1/spot-prices',
} as const;

/** The same paths in Fastify syntax, for the server (no /api prefix: the host mounts plugins under it). */
export const CONSUMPTION_ROUTES = {
  electricitySummary: '/v2/consumption/user/:id/location/:locationIdentifier/electricity/summary',
  electricityTimeseries: '/v2/consumption/user/:id/location/:locationIdentifier/electricity/timeseries',
  electricityProfile: '/v2/consumption/user/:id/location/:locationIdentifier/electricity/profile',
  electricityWeighted: '/v2/consumption/user/:id/location/:locationIdentifier/electricity/weighted',
  districtHeatingSummary: '/v2/consumption/user/:id/location/:locationIdentifier/districtheating/summary',
  districtHeatingTimeseries: '/v2/consumption/user/:id/location/:locationIdentifier/districtheating/timeseries',
  budget: '/v2/consumption/user/:id/location/:locationIdentifier/budget',
  setConsumptionBudget: '/v2/consumption/user/:id/location/:locationIdentifier/setConsumptionBudget',
  spotPriceNow: '/v2/consumption/user/:id/electricity/spot-price/now',
  adminIngest: '/admin/consumption-data/v1/ingest',
  adminSpotPriceIngest: '/admin/consumption-data/v1/spot-prices',
} as const;
