// `npm run build -w @portal/host-web`: builds the web bundle of COMPANY (default VARE) into
// dist/<COMPANY>/, or of every company with COMPANY=ALL. Each company is a separate Vite build, so a
// company's bundle can only contain the plugins its distribution lists (see vite.config.ts).
import { build } from 'vite';
import { fileURLToPath } from 'node:url';
import { shippedPluginIds } from './companyPluginSets.mjs';

const hostDir = fileURLToPath(new URL('..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

const requested = (process.env.COMPANY ?? 'VARE').trim().toUpperCase();
// The company codes come from @portal/config itself, so a new company needs no change here.
const companies = requested === 'ALL' ? Object.keys(await shippedPluginIds()) : [requested];

for (const company of companies) {
  // vite.config.ts reads COMPANY and rejects unknown codes with the list of valid ones.
  process.env.COMPANY = company;
  const folder = process.env.PORTAL_DEMO_BUILD === '1' ? 'dist-demo' : 'dist';
  console.log(`\nBuilding the ${company} portal into host/web/${folder}/${company}/`);
  await build({ root: hostDir, configFile, mode: 'production', logLevel: process.env.BUILD_LOG_LEVEL ?? 'info' });
}
