// The start-up budget of a company bundle (issue 9 item 5, issue 19 item 3): what index.html loads
// before any lazy import must stay small, and hold no plugin's runtime code. Checked by `npm test`
// (checkBuildGating.mjs, on the builds it has just made) and by `npm run bench:bundle`.

/** Initial JS (the entry and its static imports), gzip level 9, per company. */
export const INITIAL_JS_BUDGET_GZIP_BYTES = 140 * 1024;

/**
 * What a plugin may have in the start-up chunk: its manifest (src/index.ts) and the modules it is made
 * of — route, modal and slot refs, constants, its bundled Finnish texts. Such a module imports values only
 * from other such modules, its package.json, and these names of @portal/core or its React-free
 * @portal/core/shared (or their upper-case constants, e.g. LOCATION_CARD_SLOT): the manifest's builders,
 * its refs, and the flag and permission declarations it owns. Anything else — a component (.tsx), a hook,
 * a zod schema, a formatter — is runtime code that belongs in a chunk the manifest loads with import().
 */
const MANIFEST_CORE_NAMES = new Set([
  'definePlugin',
  'createRouteRef',
  'createExternalRouteRef',
  'createModalRef',
  'createSlotRef',
  'defineFlags',
  'definePermissions',
  'CORE_API_VERSION',
]);
const MANIFEST_CORE_ENTRIES = new Set(['@portal/core', '@portal/core/shared']);
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const PLUGIN_SOURCE = /(?:^|\/)plugins\/([^/]+)\/(src\/.+)$/;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Why a plugin module is runtime code, or undefined when it is manifest data. */
export function runtimeReason(sourcePath, sourceText) {
  if (sourcePath.endsWith('.tsx') || sourcePath.endsWith('.jsx')) return 'it is a component module (.tsx)';
  if (sourceText === undefined || sourceText === null) return undefined;
  for (const [, typeOnly, clause, from] of sourceText.matchAll(STATIC_IMPORT)) {
    if (typeOnly || from.startsWith('.')) continue;
    if (!MANIFEST_CORE_ENTRIES.has(from)) return `it imports "${from}"`;
    const names = clause.match(/\{([\s\S]*)\}/)?.[1];
    if (names === undefined) return `it imports all of "${from}"`;
    for (const raw of names.split(',')) {
      const spec = raw.trim();
      if (spec === '' || spec.startsWith('type ')) continue;
      const name = spec.split(/\s+as\s+/)[0].trim();
      if (!MANIFEST_CORE_NAMES.has(name) && !CONSTANT_NAME.test(name)) return `it uses "${name}" from ${from}`;
    }
  }
  return undefined;
}

/** Every broken start-up rule of one company's analysed bundle, each message naming the fix. */
export function startupProblems(analysis, budget = INITIAL_JS_BUDGET_GZIP_BYTES) {
  const problems = [];
  if (analysis.initialGzipBytes > budget) {
    problems.push(
      `${analysis.company}: initial JS is ${kb(analysis.initialGzipBytes)} KB gzip, over the ${kb(budget)} KB budget ` +
        `(npm run bench:bundle lists the chunks; node bench/bundle/attribute.mjs <chunk> shows what fills one)`,
    );
  }
  const seen = new Set();
  for (const chunk of analysis.chunks.filter((c) => c.initial)) {
    chunk.sources.forEach((source, index) => {
      const match = source.match(PLUGIN_SOURCE);
      if (!match || source.includes('node_modules') || seen.has(source)) return;
      seen.add(source);
      const [, pluginId, file] = match;
      const reason = runtimeReason(file, chunk.sourcesContent[index]);
      if (reason) {
        problems.push(
          `${analysis.company}: plugin "${pluginId}" has runtime code in the start-up chunk: ${file} (${reason}). ` +
            `Only the manifest, its refs, constants and Finnish texts may load at start-up; load this module with import() from the manifest (a page, card or modal), and do not export it from src/index.ts`,
        );
      }
    });
  }
  return problems;
}

export function describeInitial(analysis) {
  return `${analysis.company}: initial JS ${kb(analysis.initialGzipBytes)} KB gzip (budget ${kb(INITIAL_JS_BUDGET_GZIP_BYTES)} KB)`;
}
