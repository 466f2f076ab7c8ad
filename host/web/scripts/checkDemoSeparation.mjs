// `node host/web/scripts/checkDemoSeparation.mjs [COMPANY]`: after `npm run build` and `npm run build:demo`,
// proves the two builds stay apart (issue 18): the normal dist/<COMPANY> holds no msw, no
// mockServiceWorker.js and none of the demo answers, and the demo dist-demo/<COMPANY> holds all of
// them (so the markers are real and this check can fail). Exit code 1 with the offending files.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shippedPluginIds } from './companyPluginSets.mjs';

const hostDir = fileURLToPath(new URL('..', import.meta.url));
const company = (process.argv[2] ?? process.env.COMPANY ?? 'VARE').toUpperCase();

/**
 * Strings only the demo's code and data contain: msw itself, the host's demo module, plugins' answers.
 * A plugin's marker is expected in the demo build only of a company that ships that plugin.
 */
export const DEMO_MARKERS = [
  { text: 'mockServiceWorker' }, // msw's worker script and its registration
  { text: 'MOCK_ACTIVATE' }, // msw's client–worker handshake message
  { text: 'INTEGRITY_CHECK_REQUEST' }, // msw's worker version check
  { text: 'DEMO_NOT_AVAILABLE' }, // host/web/src/demo: the catch-all answer
  { text: 'portal.demo.signedIn' }, // host/web/src/demo: the demo sign-in
  { text: 'Esimerkkikatu 1', plugin: 'locations' }, // the demo house
  { text: 'esimerkkilasku', plugin: 'invoices' }, // the sample PDF
  { text: 'DEMO-PV', plugin: 'solar' }, // the demo plant
  { text: 'DEMO-B1-005', plugin: 'b2b' }, // a demo company's place
  { text: 'kiinteistot@esimerkki.example', plugin: 'user-management' }, // a demo company's sub-user
  { text: 'maija@example.com', plugin: 'representation' }, // the demo user's representative
];

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(js|html|css|json)$/.test(entry.name) && !entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

export async function markersIn(dir) {
  const found = new Map();
  for (const file of await filesUnder(dir)) {
    const text = await readFile(file, 'utf8');
    for (const { text: marker } of DEMO_MARKERS)
      if (text.includes(marker)) found.set(marker, [...(found.get(marker) ?? []), file.slice(dir.length + 1)]);
  }
  return found;
}

const normal = await markersIn(join(hostDir, 'dist', company));
const demo = await markersIn(join(hostDir, 'dist-demo', company));
let failed = false;
for (const [marker, files] of normal) {
  failed = true;
  console.error(`dist/${company} carries demo code or data "${marker}" in: ${files.join(', ')}`);
}
const shipped = (await shippedPluginIds())[company] ?? [];
const expected = DEMO_MARKERS.filter((marker) => !marker.plugin || shipped.includes(marker.plugin));
for (const { text: marker } of expected) {
  if (!demo.has(marker)) {
    failed = true;
    console.error(`dist-demo/${company} lacks "${marker}": is the demo build current, or did a marker change?`);
  }
}
console.log(
  failed
    ? 'Demo separation check FAILED'
    : `Demo separation OK: dist/${company} has none of ${DEMO_MARKERS.length} demo markers, dist-demo/${company} has all ${expected.length} it should.`,
);
process.exit(failed ? 1 : 0);
