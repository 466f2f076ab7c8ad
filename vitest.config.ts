import { defineConfig } from 'vitest/config';

/**
 * One vitest run covers every workspace. Web code runs in jsdom, server code in node;
 * the `source` condition makes workspace packages resolve to their TypeScript sources.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  // The node (server) environment resolves through Vite's SSR settings, not `resolve`.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [
            'core/src/**/*.test.{ts,tsx}',
            'ui/src/**/*.test.{ts,tsx}',
            'config/src/**/*.test.{ts,tsx}',
            'plugins/*/src/**/*.test.{ts,tsx}',
            'host/web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.server.test.ts', '**/server/**'],
          setupFiles: ['./core/src/testing/setupDom.ts', './host/web/src/testing/loadPluginTexts.setup.ts'],
          // Test files share their worker's jsdom and modules instead of a fresh environment, module
          // graph and set of plugin texts per file: 230 s -> 76 s on 2 cores (docs/testing.md). setupDom
          // empties the page, storage, timers and stubs before each file; module state a file sets (a
          // plugin's store) must be put back by that file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'host/server/src/**/*.test.ts',
            'plugins/*/src/**/*.server.test.ts',
            'core/src/server/**/*.test.ts',
            'domain/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          // Core's server test kit starts the host's real server; the host registers it here (docs/decisions.md).
          setupFiles: ['./host/server/src/testing/registerTestHost.ts'],
          // Test files share their worker's modules and its one embedded database (each file still gets
          // its own schema), instead of a fresh PGlite per file: the server suite took 563 s isolated
          // and 160 s like this on 2 cores (docs/testing.md). Server tests therefore keep no state in
          // modules and mock nothing; a test that must, goes in a file of the web project or isolates.
          isolate: false,
        },
      },
    ],
  },
});
