import type { InjectionToken } from 'tsyringe';

/**
 * A typed handle to a service in the DI container. The token is a symbol derived from the ref's id,
 * never a class: minified builds rename classes, and esbuild emits no decorator metadata.
 */
export interface ServiceRef<T> {
  readonly kind: 'service';
  readonly id: string;
  readonly token: InjectionToken<T>;
}

export function createServiceRef<T>(options: { id: string }): ServiceRef<T> {
  return Object.freeze({ kind: 'service', id: options.id, token: Symbol.for(`portal.service:${options.id}`) });
}

/** Looks up other services while a factory builds its own. */
export type ServiceResolver = <T>(ref: ServiceRef<T>) => T;

export interface ServiceRegistration<T = unknown> {
  readonly ref: ServiceRef<T>;
  readonly factory: (resolve: ServiceResolver) => T;
}

/** Pairs a ref with its factory so the factory's return type is checked against the ref. */
export function provideService<T>(ref: ServiceRef<T>, factory: (resolve: ServiceResolver) => T): ServiceRegistration<T> {
  return { ref, factory } as ServiceRegistration<T>;
}
