// Every SQL statement a plugin runs names only tables it owns, shared platform tables, or a known
// violation that is being removed (docs/architecture/lint.md "Table ownership").
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWN_VIOLATIONS } from './knownViolations';
import { compareWithKnown, findViolations, tableOwners, violationKey } from './ownershipCheck';
import { hostServerSources, pluginServerSources } from './repositorySources';
import { SHARED_PLATFORM_TABLES } from './sharedPlatformTables';
import { sqlTextsOf } from './sqlText';
import { createdTables, referencedTables } from './tableNames';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('table ownership in this repository', () => {
  const plugins = pluginServerSources(root);
  const owners = tableOwners(plugins, hostServerSources(root));
  const violations = findViolations(plugins, owners, { sharedPlatformTables: SHARED_PLATFORM_TABLES });
  const { newViolations, fixedButStillListed } = compareWithKnown(violations, KNOWN_VIOLATIONS);

  it('finds the tables plugins create in their migrations', () => {
    expect(owners.get('invoices')).toEqual({ kind: 'plugin', plugin: 'invoices' });
    expect(owners.get('b2b_exports')).toEqual({ kind: 'plugin', plugin: 'b2b' });
    expect(owners.get('users')).toEqual({ kind: 'host' });
  });

  it('has no plugin naming a table of another plugin or a private host table, beyond the known ones', () => {
    const described = newViolations.map((v) => `${v.file}: plugin ${v.plugin} names ${v.table}, owned by ${v.owner}`);
    expect(described, "read another part's data through its service (issue 26 item 3)").toEqual([]);
  });

  it('lists no known violation that is already fixed', () => {
    expect(fixedButStillListed, 'delete these from tools/table-ownership/knownViolations.ts').toEqual([]);
  });

  it('shares only tables the host still creates', () => {
    const notHost = [...SHARED_PLATFORM_TABLES].filter((table) => owners.get(table)?.kind !== 'host');
    expect(notHost, 'delete these from tools/table-ownership/sharedPlatformTables.ts').toEqual([]);
  });
});

describe('the table-ownership checker', () => {
  const migration = (table: string) => ({
    path: 'migrations.ts',
    text: `export const m = { sql: \`create table if not exists ${table} (id text)\` };`,
  });
  const plugins = new Map([
    ['invoices', [migration('invoices')]],
    ['b2b', [migration('b2b_places')]],
  ]);
  const host = [migration('users'), migration('sessions')];

  const violationsOf = (plugin: string, code: string) => {
    const withCode = new Map(plugins).set(plugin, [...(plugins.get(plugin) ?? []), { path: 'query.ts', text: code }]);
    return findViolations(withCode, tableOwners(withCode, host), { sharedPlatformTables: new Set(['users']) }).map((v) =>
      violationKey(v.plugin, v.table),
    );
  };

  it.each([
    ['a read', 'db.query(`select * from invoices where id = $1`)'],
    ['a join', "db.query('select p.id from b2b_places p join invoices i on i.place = p.id')"],
    ['an insert', "db.query('insert into invoices (id) values ($1)')"],
    ['an update', 'db.query(`update invoices set paid = true`)'],
    ['a delete', "db.query('DELETE FROM public.invoices')"],
    ['a to_regclass probe', "db.query(`select to_regclass('public.invoices') is not null as present`)"],
    ['a foreign key', 'const m = { sql: `create table b2b_links (invoice text references invoices(id))` };'],
    ['SQL inside a template expression', 'db.query(`select 1 ${flag ? `from invoices` : ``}`)'],
  ])("reports %s of another plugin's table", (_kind, code) => {
    expect(violationsOf('b2b', code)).toEqual(['b2b:invoices']);
  });

  it('reports a private host table, and passes a shared one', () => {
    expect(violationsOf('b2b', "db.query('select u.id from users u join sessions s on s.user_id = u.id')")).toEqual(['b2b:sessions']);
  });

  it("passes a plugin's own tables, prose and interpolated names", () => {
    const code = [
      "db.query('select * from b2b_places')",
      '// reads from invoices through the invoices service',
      "const label = 'Pick from invoices';",
      'db.query(`select * from ${table}`)',
    ].join('\n');
    expect(violationsOf('b2b', code)).toEqual([]);
  });

  it('tells new violations from known and fixed ones', () => {
    const found = [{ plugin: 'b2b', table: 'invoices', owner: 'plugin invoices', file: 'a.ts' }];
    expect(compareWithKnown(found, new Set(['b2b:invoices', 'admin:sessions']))).toEqual({
      newViolations: [],
      fixedButStillListed: ['admin:sessions'],
    });
    expect(compareWithKnown(found, new Set()).newViolations).toEqual(found);
  });

  it('refuses a table created by two parts', () => {
    const twice = new Map([
      ['b2b', [migration('invoices')]],
      ['invoices', [migration('invoices')]],
    ]);
    expect(() => tableOwners(twice, host)).toThrow(/invoices is created by plugin b2b and plugin invoices/);
  });

  it('reads table names from SQL, not from code or comments', () => {
    expect(sqlTextsOf("// select * from x\nconst a = 'hello'; q(`SELECT 1 FROM y`);")).toEqual(['SELECT 1 FROM y']);
    expect([...createdTables('CREATE UNLOGGED TABLE IF NOT EXISTS "Cache" (id int); create table b (x int)')]).toEqual(['cache', 'b']);
    expect([...referencedTables('select 1 from a, lateral (select 2) x join only b on true; insert into c values (1)')].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
