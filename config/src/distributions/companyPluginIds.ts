/**
 * Plugin ids shipped by every company. A distribution lists only plugins that exist as packages
 * (`@portal/plugin-<id>`): the web build imports each listed id, so a listed-but-missing plugin
 * would break the build rather than silently do nothing.
 *
 * Planned plugins are added here or per company once their packages exist:
 * market-price, solar. (reports and monthly-insights exist: VARE and SV ship both, KUO reports.)
 * b2b is shipped by every company: its manifest and server part serve only the B2B mode.
 * service-requests (feedback, service requests, fault reports) too: feedback is a general feature.
 */
export const PLUGINS_SHIPPED_BY_EVERY_COMPANY = [
  'account',
  'locations',
  'customer-service',
  'consumption',
  'invoices',
  'messages',
  'alerts',
  'customer-info',
  'settings',
  'b2b',
  'user-management',
  'admin',
  'service-requests',
] as const;
