/**
 * Host tables every plugin may read and write: the platform's shared data model of people, companies,
 * places and energy (docs/architecture/lint.md "Plugins and the host's tables"). They are the facts
 * the retailer's systems feed in and that nearly every feature is about, so each plugin querying them
 * is the design, not a shortcut. Any other host table (sessions, outbox, audit log, jobs, flags, ...) is
 * the host's own machinery: a plugin gets at it through a core service, and naming it in SQL is a
 * violation. A table moving from the host into a plugin must leave this list (the test says so).
 */
export const SHARED_PLATFORM_TABLES: ReadonlySet<string> = new Set([
  // Who: users and the companies and customers they act for.
  'users',
  'companies',
  'customers',
  'customerships',
  // Where: use places, their names, labels, features, groupings and who may see them.
  'locations',
  'location_access',
  'location_features',
  'location_labels',
  'location_names',
  'composite_locations',
  'content_order',
  // Representation grants: the host's own access check reads them as well as the representation plugin.
  'representative_views',
  // What the customer buys.
  'contracts',
  // Energy: readings, their rollups, own production, weather and market prices.
  'meter_readings',
  'dh_readings',
  'solar_production',
  'consumption_daily_rollups',
  'consumption_monthly_rollups',
  'outdoor_temperatures',
  'spot_prices',
  // Finnish tax tables every price shown is computed with.
  'vat_rates',
  'tax_rates',
]);
