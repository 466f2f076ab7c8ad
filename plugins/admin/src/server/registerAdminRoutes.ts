import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';

/**
 * Every route of the plugin, one register call per admin area (customers, users, operations,
 * developer tools, audit); the paths are listed in ../contract/paths.ts.
 */
export function registerAdminRoutes(_app: FastifyInstance, _context: ServerPluginContext): void {}
