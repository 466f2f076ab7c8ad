import { registerTestHost } from '@portal/core/server/testing';

// Setup file of the vitest "server" project: gives core's server test kit this host's server assembly.
// Loaded lazily, so test files that never start a server (pure core tests) don't import Fastify and PGlite.
registerTestHost(async () => (await import('./testHost')).testHost);
