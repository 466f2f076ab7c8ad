import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import type { CompanyCode } from '@portal/core';
import { companyFromEnvironment } from './build/companyFromEnvironment';
import { companyDocumentPlugin } from './build/companyDocumentPlugin';
import { demoAnswersStubPlugin } from './build/demoAnswersStubPlugin';
import { companyPluginsPlugin, distributionExportName } from './build/companyPluginsModule';
import { loadPortalConfig } from './build/loadPortalConfig';
import { firstScreenPreloadPlugin } from './build/firstScreenPreloadPlugin';
import { serviceWorkerPlugin } from './build/serviceWorkerPlugin';
import { validateCompanyPlugins } from './build/validateCompanyPlugins';

const hostDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router 7's package exports point only at its development build, which differs from the
 * production build it also ships in one constant (ENABLE_DEV_WARNINGS). A production bundle takes the
 * production build so the warning code is dropped; `vite` (dev) and tests keep the warnings.
 */
function reactRouterProductionAliases() {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

/**
 * One bundle per company: `COMPANY=KUO vite build` writes dist/KUO/ with only KUO's plugins in it.
 * `npm run build` (scripts/build.mjs) loops over companies for COMPANY=ALL.
 */
export default defineConfig(async ({ command }) => {
  const portalConfig = await loadPortalConfig();
  const companies = Object.keys(portalConfig.DISTRIBUTIONS) as CompanyCode[];
  const company = companyFromEnvironment(process.env.COMPANY, companies);
  const distribution = portalConfig.getDistribution(company);
  // The generated module imports the distribution by its export name (see companyPluginsModule.ts).
  if ((portalConfig as Record<string, unknown>)[distributionExportName(company)] !== distribution) {
    throw new Error(`@portal/config must export ${company}'s distribution as ${distributionExportName(company)}`);
  }
  // The start-up validation of the plugin set, run before bundling so a build never ships a broken set;
  // it also finds the login page's modules, which index.html preloads.
  // Also finds each plugin's manifest export, so the bundle imports only that.
  // `npm run build:demo` (scripts/build.mjs with PORTAL_DEMO_BUILD=1): the static demo site (docs/demo-mode.md).
  const demo = process.env.PORTAL_DEMO_BUILD === '1';
  const { firstScreenModules, manifestExports } =
    command === 'build'
      ? await validateCompanyPlugins(company, distribution.pluginIds)
      : { firstScreenModules: new Set<string>(), manifestExports: undefined };

  return {
    root: hostDir,
    // The demo runs from any folder of any static server: relative asset URLs (the demo routes by hash).
    base: demo ? './' : '/',
    // Only the demo build has a public folder: mockServiceWorker.js never lands in a normal build.
    publicDir: demo ? join(hostDir, 'demo-public') : false,
    define: { 'import.meta.env.VITE_DEMO': JSON.stringify(demo) },
    plugins: [
      react(),
      // Demo answers exist only in the demo build (docs/demo-mode.md); scripts/checkDemoSeparation.mjs checks it.
      ...(command === 'build' && !demo ? [demoAnswersStubPlugin()] : []),
      companyPluginsPlugin({ companyCode: company, pluginIds: distribution.pluginIds, ...(manifestExports ? { manifestExports } : {}) }),
      companyDocumentPlugin({ displayName: distribution.displayName, background: distribution.theme.colors.background }),
      // A brotli (quality 11) and a gzip (level 9) copy beside each JS, CSS, HTML, SVG and JSON file,
      // sent by the server's @fastify/static `preCompressed` (host/server/src/http/webApp.ts): the best
      // compression costs once at build time instead of on every request. Source maps stay as they are.
      firstScreenPreloadPlugin(firstScreenModules),
      serviceWorkerPlugin({
        entry: join(hostDir, 'src/serviceWorker/serviceWorker.ts'),
        root: hostDir,
        iconColor: distribution.theme.colors.primary,
      }),
      compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    ],
    resolve: {
      // Workspace packages build from their TypeScript sources, like in tests and typecheck.
      conditions: ['source', ...defaultClientConditions],
      alias: command === 'build' ? reactRouterProductionAliases() : [],
    },
    build: {
      outDir: demo ? `dist-demo/${company}` : `dist/${company}`,
      emptyOutDir: true,
      sourcemap: true,
      // The manifest tells the bundle benchmark which chunks index.html loads up front.
      manifest: true,
      target: 'es2022',
      // terser with two compress passes inlines and drops more than esbuild's minifier: ~4 KB gzip
      // less initial JS (docs/performance.md), for a build about twice as slow.
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
    },
    server: {
      proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
    },
    preview: {
      proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
    },
  };
});
