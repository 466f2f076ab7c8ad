// Typed services between plugins (and the host): refs, factories, optional deps and their wiring.
export { createServiceRef, type ServiceRef } from '../../di/serviceRef';
export { optionalService, type OptionalServiceDep, type ServiceDep, type ServiceDeps, type ResolvedServiceDeps } from './serviceDeps';
export { createServiceFactory, type ServiceFactory } from './serviceFactory';
export { wireServices, type ServiceConsumer, type ServiceProvider, type WiredServices } from './wireServices';
