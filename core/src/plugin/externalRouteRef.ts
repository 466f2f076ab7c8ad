/**
 * A page a plugin links to but does not own (Backstage's ExternalRouteRef is the model). The plugin
 * declares the need with its own id; the company config binds it to another plugin's route ref id
 * (CompanyDistribution.routeBindings), so plugins never import each other's pages or write their paths.
 * Unbound, or bound to a route that is not on for the user (plugin not shipped, flag off), the link
 * has no target and disappears.
 */
export interface ExternalRouteRef {
  readonly kind: 'externalRoute';
  /** Namespaced by the plugin that needs it: `<pluginId>.<name>`. */
  readonly id: string;
}

export function createExternalRouteRef(options: { id: string }): ExternalRouteRef {
  return Object.freeze({ kind: 'externalRoute', id: options.id });
}
