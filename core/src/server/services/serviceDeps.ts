import type { ServiceRef } from '../../di/serviceRef';

/**
 * A dependency a plugin can live without: the host hands it `undefined` when no plugin of the company
 * provides the service (e.g. "no disruptions known" when no plugin keeps them), instead of refusing
 * to start.
 */
export interface OptionalServiceDep<T> {
  readonly kind: 'optional';
  readonly ref: ServiceRef<T>;
}

export function optionalService<T>(ref: ServiceRef<T>): OptionalServiceDep<T> {
  return Object.freeze({ kind: 'optional', ref });
}

/** One declared dependency: a ref the company's set must provide, or an optional one. */
export type ServiceDep<T = unknown> = ServiceRef<T> | OptionalServiceDep<T>;

/** What a plugin or a service factory needs, by the name it will read it under. */
export type ServiceDeps = Readonly<Record<string, ServiceDep>>;

/** The implementations the host hands over for `D`: an optional dep may be undefined. */
export type ResolvedServiceDeps<D extends ServiceDeps> = { readonly [K in keyof D]: ResolvedServiceDep<D[K]> };

// Distributes over a union of deps, so a list of any deps resolves to `unknown` values.
type ResolvedServiceDep<X> = X extends OptionalServiceDep<infer T> ? T | undefined : X extends ServiceRef<infer T> ? T : never;

export function isOptionalDep(dep: ServiceDep): dep is OptionalServiceDep<unknown> {
  return dep.kind === 'optional';
}

/** The ref behind a dependency, optional or not. */
export function depRef(dep: ServiceDep): ServiceRef<unknown> {
  return isOptionalDep(dep) ? dep.ref : dep;
}
