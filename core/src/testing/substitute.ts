import { provideService, type ServiceRef, type ServiceRegistration } from '../di/serviceRef';

/** Replaces a service by a fixed instance in a test portal; the type must match the real interface. */
export function substitute<T>(ref: ServiceRef<T>, instance: T): ServiceRegistration<T> {
  return provideService(ref, () => instance);
}
