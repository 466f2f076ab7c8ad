/**
 * The plugin's API paths (requirements §7 "Alerts under /v2/alerts/"; SPEC gives consumption "by user and
 * location", and the others follow the same shape). `:id` is always the caller's own user id; another
 * user's id, or a place the caller does not see, answers 404.
 */
export const ALERTS_ROUTES = {
  places: '/v2/alerts/user/:id/places',
  consumption: '/v2/alerts/consumption/user/:id/location/:locationIdentifier',
  disruptionElectricity: '/v2/alerts/disruptionelectricity/user/:id/location/:locationIdentifier',
  districtHeating: '/v2/alerts/districtheating/user/:id/location/:locationIdentifier',
  districtHeatingBulk: '/v2/alerts/districtheating/user/:id/bulk',
  energyPrice: '/v2/alerts/energyprice/user/:id',
  energyPriceReport: '/v2/alerts/energypricereport/user/:id',
  checkElectricityContracts: '/v2/alerts/checkElectricityContracts',
  adminDisruptions: '/admin/disruptions/v1',
} as const;

const enc = encodeURIComponent;

/** The web's URLs (with the /api prefix the ApiClient expects). */
export const ALERTS_API = {
  places: (userId: string) => `/api/v2/alerts/user/${enc(userId)}/places`,
  consumption: (userId: string, place: string) => `/api/v2/alerts/consumption/user/${enc(userId)}/location/${enc(place)}`,
  disruptionElectricity: (userId: string, place: string) => `/api/v2/alerts/disruptionelectricity/user/${enc(userId)}/location/${enc(place)}`,
  districtHeating: (userId: string, place: string) => `/api/v2/alerts/districtheating/user/${enc(userId)}/location/${enc(place)}`,
  districtHeatingBulk: (userId: string) => `/api/v2/alerts/districtheating/user/${enc(userId)}/bulk`,
  energyPrice: (userId: string) => `/api/v2/alerts/energyprice/user/${enc(userId)}`,
  energyPriceReport: (userId: string) => `/api/v2/alerts/energypricereport/user/${enc(userId)}`,
  checkElectricityContracts: '/api/v2/alerts/checkElectricityContracts',
  adminDisruptions: '/api/admin/disruptions/v1',
};
