import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from './authDeps';
import { registerLoginRoutes } from './loginRoutes';
import { registerPasswordRoutes } from './passwordRoutes';
import { registerSignUpRoutes } from './signUpRoutes';

/** requirements §7's ten auth calls. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  registerLoginRoutes(app, deps);
  registerSignUpRoutes(app, deps);
  registerPasswordRoutes(app, deps);
}
