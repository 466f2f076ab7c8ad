/**
 * Cross-plugin links every company binds the same way (CompanyDistribution.routeBindings): an external
 * route ref id of the linking plugin → the route ref id of the page's owner. Both plugins are shipped
 * by every company (companyPluginIds.ts).
 */
export const SHARED_ROUTE_BINDINGS = {
  // After registration, "show my places" goes to the locations plugin's list.
  'account.places': 'locations.list',
} as const;
