/**
 * A route ref names a page without fixing its path. Menu steps and links point at refs, so a company
 * config may move a page, and a link to a plugin the company does not ship simply disappears.
 */
export interface RouteRef {
  readonly kind: 'route';
  /** Namespaced by the owning plugin: `<pluginId>.<name>`. */
  readonly id: string;
  /** Default path (Finnish, as requirements §2: e.g. `/kayttopaikka`); may contain `:params`. */
  readonly defaultPath: string;
}

export function createRouteRef(options: { id: string; path: string }): RouteRef {
  return Object.freeze({ kind: 'route', id: options.id, defaultPath: options.path });
}
