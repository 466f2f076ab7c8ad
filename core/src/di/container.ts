import './reflectMetadataPolyfill';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { ServiceRef, ServiceRegistration, ServiceResolver } from './serviceRef';

export type { DependencyContainer };

/**
 * A fresh child of tsyringe's root container. Each host (and each test) gets its own, so services
 * never leak between portals or tests.
 */
export function createPortalContainer(parent: DependencyContainer = rootContainer): DependencyContainer {
  return parent.createChildContainer();
}

/** Registers services as lazily built singletons of the given container. */
export function registerServices(container: DependencyContainer, registrations: readonly ServiceRegistration[]): void {
  for (const registration of registrations) {
    container.register(registration.ref.token, {
      useFactory: instanceCachingFactory((c) => registration.factory(resolverFor(c))),
    });
  }
}

/** Replaces one service by a fixed instance (tests and substitutes). */
export function registerInstance<T>(container: DependencyContainer, ref: ServiceRef<T>, instance: T): void {
  container.register(ref.token, { useValue: instance });
}

export function resolverFor(container: DependencyContainer): ServiceResolver {
  return <T>(ref: ServiceRef<T>): T => {
    if (!container.isRegistered(ref.token, true)) {
      throw new Error(`Service "${ref.id}" is not registered. Is the plugin that provides it enabled?`);
    }
    return container.resolve(ref.token);
  };
}
