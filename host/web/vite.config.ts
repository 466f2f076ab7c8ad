import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import type { CompanyCode } from '@portal/core';
import { companyFromEnvironment } from './build/companyFromEnvironment';
import { companyDocumentPlugin } from './build/companyDocumentPlugin';
import { companyPluginsPlugin } from './build/companyPluginsModule';
import { loadPortalConfig } from './build/loadPortalConfig';

const hostDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * One bundle per company: `COMPANY=KUO vite build` writes dist/KUO/ with only KUO's plugins in it.
 * `npm run build` (scripts/build.mjs) loops over companies for COMPANY=ALL.
 */
export default defineConfig(async () => {
  const portalConfig = await loadPortalConfig();
  const companies = Object.keys(portalConfig.DISTRIBUTIONS) as CompanyCode[];
  const company = companyFromEnvironment(process.env.COMPANY, companies);
  const distribution = portalConfig.getDistribution(company);

  return {
    root: hostDir,
    plugins: [
      react(),
      companyPluginsPlugin({ companyCode: company, pluginIds: distribution.pluginIds }),
      companyDocumentPlugin({ displayName: distribution.displayName, background: distribution.theme.colors.background }),
    ],
    resolve: {
      // Workspace packages build from their TypeScript sources, like in tests and typecheck.
      conditions: ['source', ...defaultClientConditions],
    },
    build: {
      outDir: `dist/${company}`,
      emptyOutDir: true,
      sourcemap: true,
      // The manifest tells the bundle benchmark which chunks index.html loads up front.
      manifest: true,
      target: 'es2022',
    },
    server: {
      proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
    },
    preview: {
      proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
    },
  };
});
