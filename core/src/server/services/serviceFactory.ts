import type { ServiceRef } from '../../di/serviceRef';
import type { ServerPluginContext } from '../serverPlugin';
import type { ResolvedServiceDeps, ServiceDeps } from './serviceDeps';

/**
 * How a plugin (or the host) provides one service: the ref it implements, the services it needs
 * itself, and a factory the host calls once per server, after the factories of those deps. The factory
 * also gets the server's plugin context (database, company, clock), so a service reads its owner's
 * tables without any other plugin seeing them.
 */
export interface ServiceFactory<T = unknown, D extends ServiceDeps = ServiceDeps> {
  readonly service: ServiceRef<T>;
  readonly deps: D;
  // Method syntax on purpose: a factory of specific deps must fit a list of factories of any deps.
  factory(deps: ResolvedServiceDeps<D>, context: ServerPluginContext): T | Promise<T>;
}

/** Pairs a ref with its factory so the factory's result is checked against the ref's type. */
export function createServiceFactory<T, D extends ServiceDeps = Record<never, never>>(options: {
  readonly service: ServiceRef<T>;
  readonly deps?: D;
  readonly factory: (deps: ResolvedServiceDeps<D>, context: ServerPluginContext) => T | Promise<T>;
}): ServiceFactory<T, D> {
  const { service, factory } = options;
  return Object.freeze({ service, deps: options.deps ?? ({} as D), factory });
}
