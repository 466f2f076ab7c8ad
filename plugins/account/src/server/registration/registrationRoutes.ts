import type { FastifyInstance } from 'fastify';
import { registerProfileRoute } from './profileRoute';
import type { RegistrationDeps } from './registrationDeps';
import { registerRegisterRoute } from './registerRoute';
import { registerStrongAuthRoute } from './strongAuthRoute';

/** requirements §7's registration calls: strong identification, register (and add customership), profile mappings. */
export function registerRegistrationRoutes(app: FastifyInstance, deps: RegistrationDeps): void {
  registerStrongAuthRoute(app, deps);
  registerRegisterRoute(app, deps);
  registerProfileRoute(app, deps);
}
