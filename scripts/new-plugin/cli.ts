import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaffoldPlugin } from './scaffold';

/**
 * npm run new-plugin -- <id> [--company VARE] [--flag <existing key>] [--title "Vinkit"] [--path /vinkit] [--no-install]
 */
const USAGE = 'Usage: npm run new-plugin -- <id> [--company VARE] [--flag <existing flag key>] [--title "Vinkit"] [--path /vinkit] [--no-install]';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function parse(argv: readonly string[]) {
  const options: Record<string, string | boolean> = {};
  let id: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--no-install') options.noInstall = true;
    else if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? argv[++i];
      if (!['company', 'flag', 'title', 'path'].includes(key) || !value) throw new Error(USAGE);
      options[key] = value;
    } else if (!id) id = arg;
    else throw new Error(USAGE);
  }
  if (!id) throw new Error(USAGE);
  return { id, options };
}

try {
  const { id, options } = parse(process.argv.slice(2));
  const result = scaffoldPlugin({
    root,
    id,
    ...(typeof options.company === 'string' ? { company: options.company } : {}),
    ...(typeof options.flag === 'string' ? { flag: options.flag } : {}),
    ...(typeof options.title === 'string' ? { title: options.title } : {}),
    ...(typeof options.path === 'string' ? { path: options.path } : {}),
  });
  console.log(`Created ${result.pluginDir}:`);
  for (const file of result.files) console.log(`  ${file}`);
  console.log('Changed:');
  for (const file of result.changed) console.log(`  ${file}`);
  if (result.flagAdded) console.log(`Feature flag "${result.flag}" is new: declared in src/contract/flags.ts and turned on for the company.`);

  let installed = false;
  if (!options.noInstall) {
    console.log('\nLinking the new workspace package (npm install) ...');
    installed = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' }).status === 0;
    if (!installed) console.log('npm install failed; run it yourself before building.');
  }
  const d = result.pluginDir;
  console.log(
    `
Next:
${installed ? '' : '  0. npm install                      (links @portal/plugin-' + id + ' into the workspace)\n'}  1. ${d}/src/contract/         the wire shape: replace the example item schema with yours
  2. ${d}/src/server/           migrations/ (your tables), routes/ (defineRoute: access, pathParams)
  3. ${d}/src/web/pages/        the page (core's UI kit: PageHeader, Card, ...); translations/ startup (menu label), fi, sv, en
  4. ${d}/src/index.ts          the manifest: flag, modes, routes, menu step (keep it free of runtime code)
  5. Run its tests:  npx vitest run ${d}/src/web      npx vitest run --project server ${d}
  6. See it:         npm start, log in as asiakas@vare.example, open "${'{menu}'}" in the menu
  7. Before pushing: npx tsc -p tsconfig.json, and edit .changeset/${id}-new-plugin.md if needed
README.md "Adding a plugin" walks through every file.`.replace('"{menu}"', 'the new step'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
