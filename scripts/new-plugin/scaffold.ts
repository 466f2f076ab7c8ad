import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run new-plugin -- <id>`: writes a working plugin in the common layout (DESIGN §1) from the
 * templates next to this file, ships it in one company with its flag on, and writes a changeset.
 * Pure file work, so its test runs it on a temporary copy of the few files it edits.
 */

export interface ScaffoldOptions {
  /** Repository root. */
  readonly root: string;
  /** Plugin id: lower-case words joined by hyphens (`tips`, `market-alerts`). */
  readonly id: string;
  /** Company that ships it (config/src/distributions/<company>.ts); default VARE. */
  readonly company?: string;
  /** Another plugin's flag to gate on; default: a new flag, the id in camelCase, declared by the new plugin. */
  readonly flag?: string;
  /** Page and menu title (Finnish, as the menu shows it); default: the id in words. */
  readonly title?: string;
  /** The page's default path; default `/<id>`. */
  readonly path?: string;
}

export interface ScaffoldResult {
  readonly pluginDir: string;
  readonly files: readonly string[];
  readonly flag: string;
  /** True when the flag is new and declared by the new plugin (src/contract/flags.ts). */
  readonly flagAdded: boolean;
  readonly changed: readonly string[];
}

const TEMPLATE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'template');
const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Where each plugin declares the flags it owns. */
const DECLARED_FLAG = /^\s+([a-z][A-Za-z0-9]*): \{ default: /gm;

const words = (id: string) => id.split('-');
const pascal = (id: string) =>
  words(id)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
const camel = (id: string) => pascal(id)[0]!.toLowerCase() + pascal(id).slice(1);

/** Template file names that carry the plugin's name (the rest keep theirs). */
function targetName(relative: string, names: { Name: string; name: string }): string {
  return relative
    .replace(/\.tmpl$/, '')
    .replace(/(^|\/)Page\.tsx$/, `$1${names.Name}Page.tsx`)
    .replace(/(^|\/)name\.ts$/, `$1${names.name}.ts`)
    .replace(/(^|\/)name\.server\.test\.ts$/, `$1${names.name}.server.test.ts`)
    .replace(/(^|\/)namePlugin\.test\.tsx$/, `$1${names.name}Plugin.test.tsx`)
    .replace(/(^|\/)registerRoutes\.ts$/, `$1register${names.Name}Routes.ts`);
}

function templateFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    const relative = prefix ? `${prefix}/${entry}` : entry;
    return statSync(full).isDirectory() ? templateFiles(full, relative) : [relative];
  });
}

function read(root: string, file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** The flags the workspace's plugins declare (plugins/<id>/src/contract/flags.ts). */
export function existingFlags(root: string): string[] {
  const plugins = path.join(root, 'plugins');
  if (!existsSync(plugins)) return [];
  return readdirSync(plugins).flatMap((id) => {
    const file = `plugins/${id}/src/contract/flags.ts`;
    return existsSync(path.join(root, file)) ? [...read(root, file).matchAll(DECLARED_FLAG)].map((m) => m[1]!) : [];
  });
}

/**
 * The list's items with the id added last, in the list's own shape: on the same line, or on a line of
 * its own with a trailing comma when Prettier has wrapped the list (a longer company's list is wrapped).
 */
function withPluginId(items: string, id: string): string {
  if (!items.includes('\n')) return `${items}, '${id}'`;
  const indent = /\n([ \t]+)\S/.exec(items)?.[1] ?? '    ';
  return items.replace(/,?(\n[ \t]*)$/, `,\n${indent}'${id}',$1`);
}

/** Adds the id to the company's pluginIds and turns the flag on in its flagDefaults. */
function shipInCompany(root: string, file: string, id: string, flag: string): void {
  let source = read(root, file);
  const ids = /pluginIds: \[([^\]]*)\]/.exec(source);
  if (!ids) throw new Error(`${file}: no pluginIds: [...] to add "${id}" to`);
  if (!ids[1]!.includes(`'${id}'`)) source = source.replace(ids[0], `pluginIds: [${withPluginId(ids[1]!, id)}]`);
  const defaults = /flagDefaults: \{\n([\s\S]*?)\n {2}\},/.exec(source);
  if (!defaults) throw new Error(`${file}: no flagDefaults: { ... } block to turn "${flag}" on in`);
  const entry = new RegExp(`^(\\s+)${flag}: (true|false),$`, 'm');
  const body = entry.test(defaults[1]!) ? defaults[1]!.replace(entry, `$1${flag}: true,`) : `${defaults[1]}\n    ${flag}: true,`;
  source = source.replace(defaults[0], `flagDefaults: {\n${body}\n  },`);
  write(root, file, source);
}

/** Both hosts import each shipped plugin by package name (the web build and the server's plugin set), so they list them as dependencies. */
const HOST_MANIFESTS = ['host/web/package.json', 'host/server/package.json'];
function addHostDependencies(root: string, id: string): void {
  for (const file of HOST_MANIFESTS) {
    const json = JSON.parse(read(root, file)) as { dependencies: Record<string, string> };
    json.dependencies[`@portal/plugin-${id}`] = '^0.1.0';
    json.dependencies = Object.fromEntries(Object.entries(json.dependencies).sort(([a], [b]) => a.localeCompare(b)));
    write(root, file, `${JSON.stringify(json, null, 2)}\n`);
  }
}

function changeset(id: string, company: string, flag: string, flagAdded: boolean): string {
  const packages = [`'@portal/plugin-${id}': minor`, `'@portal/config': minor`, `'@portal/host-web': patch`, `'@portal/host-server': patch`];
  const flagNote = flagAdded ? ` It declares the new feature flag \`${flag}\`.` : ` It gates on another plugin's flag \`${flag}\`.`;
  return `---\n${packages.join('\n')}\n---\n\nNew plugin \`@portal/plugin-${id}\` (flag \`${flag}\`), shipped by ${company} with the flag on.${flagNote}\n`;
}

export function scaffoldPlugin(options: ScaffoldOptions): ScaffoldResult {
  const { root, id } = options;
  if (!ID_PATTERN.test(id)) throw new Error(`Plugin id "${id}": use lower-case letters and digits, words joined by "-" (e.g. tips, market-alerts)`);
  const pluginDir = `plugins/${id}`;
  if (existsSync(path.join(root, pluginDir))) throw new Error(`${pluginDir} already exists`);
  const company = (options.company ?? 'VARE').toUpperCase();
  const companyFile = `config/src/distributions/${company.toLowerCase()}.ts`;
  if (!existsSync(path.join(root, companyFile))) throw new Error(`No company ${company}: ${companyFile} does not exist`);

  const flags = existingFlags(root);
  const flag = options.flag ?? camel(id);
  if (options.flag && !flags.includes(options.flag)) {
    throw new Error(
      `--flag ${options.flag} is not a flag any plugin declares (plugins/*/src/contract/flags.ts); leave it out to declare "${camel(id)}"`,
    );
  }
  const flagAdded = !flags.includes(flag);

  const title =
    options.title ??
    words(id)
      .join(' ')
      .replace(/^./, (c) => c.toUpperCase());
  const names = {
    id,
    name: camel(id),
    Name: pascal(id),
    CONST: words(id).join('_').toUpperCase(),
    table: `${words(id).join('_')}_items`,
    flag,
    // A new flag is declared by the new plugin; a reused one stays its owner's.
    flagDeclarations: flagAdded ? `  ${flag}: { default: false, description: '${title.replace(/'/g, "\\'")} page.' },\n` : '',
    Title: title,
    path: options.path ?? `/${id}`,
  };
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
      const value = (names as Record<string, string>)[key];
      if (value === undefined) throw new Error(`template placeholder ${whole} has no value`);
      return value;
    });

  const files = templateFiles(TEMPLATE_DIR).map((relative) => {
    const target = `${pluginDir}/${targetName(relative, names)}`;
    write(root, target, fill(readFileSync(path.join(TEMPLATE_DIR, relative), 'utf8')));
    return target;
  });

  shipInCompany(root, companyFile, id, flag);
  addHostDependencies(root, id);
  const changesetFile = `.changeset/${id}-new-plugin.md`;
  write(root, changesetFile, changeset(id, company, flag, flagAdded));

  return {
    pluginDir,
    files,
    flag,
    flagAdded,
    changed: [companyFile, ...HOST_MANIFESTS, changesetFile],
  };
}
