import { sqlTextsOf } from './sqlText';
import { createdTables, referencedTables } from './tableNames';
import type { SourceFile } from './repositorySources';

/** Who created a table: a plugin by its folder name, or the host. */
export type TableOwner = { readonly kind: 'plugin'; readonly plugin: string } | { readonly kind: 'host' };

/** A plugin's SQL naming a table it does not own and may not use. */
export interface TableViolation {
  readonly plugin: string;
  readonly table: string;
  readonly owner: string;
  readonly file: string;
}

/** What the check needs beyond the sources: which platform tables plugins may use, and the known debt. */
export interface OwnershipRules {
  /** Host tables every plugin may use (the platform's shared data model). */
  readonly sharedPlatformTables: ReadonlySet<string>;
  /** `<plugin>:<table>` pairs that are wrong but tolerated until their fix lands. */
  readonly knownViolations: ReadonlySet<string>;
}

export const violationKey = (plugin: string, table: string) => `${plugin}:${table}`;

/** Every table's owner, from the CREATE TABLE statements in the plugins' and the host's server sources. */
export function tableOwners(plugins: ReadonlyMap<string, readonly SourceFile[]>, host: readonly SourceFile[]): Map<string, TableOwner> {
  const owners = new Map<string, TableOwner>();
  const claim = (files: readonly SourceFile[], owner: TableOwner) => {
    for (const file of files) {
      for (const sql of sqlTextsOf(file.text, file.path)) {
        for (const table of createdTables(sql)) {
          const previous = owners.get(table);
          if (previous && JSON.stringify(previous) !== JSON.stringify(owner)) {
            throw new Error(`${file.path}: table ${table} is created by ${ownerName(previous)} and ${ownerName(owner)}; a table has one owner`);
          }
          owners.set(table, owner);
        }
      }
    }
  };
  claim(host, { kind: 'host' });
  for (const [plugin, files] of plugins) claim(files, { kind: 'plugin', plugin });
  return owners;
}

function ownerName(owner: TableOwner): string {
  return owner.kind === 'host' ? 'the host' : `plugin ${owner.plugin}`;
}

/**
 * Each place a plugin's SQL names a table owned by another plugin, or a host table outside the shared
 * data model. Names no part creates (CTEs, columns after `from` in `extract(... from x)`) are ignored.
 */
export function findViolations(
  plugins: ReadonlyMap<string, readonly SourceFile[]>,
  owners: ReadonlyMap<string, TableOwner>,
  rules: Pick<OwnershipRules, 'sharedPlatformTables'>,
): TableViolation[] {
  const violations: TableViolation[] = [];
  for (const [plugin, files] of plugins) {
    for (const file of files) {
      const tables = new Set(sqlTextsOf(file.text, file.path).flatMap((sql) => [...referencedTables(sql)]));
      for (const table of tables) {
        const owner = owners.get(table);
        if (!owner) continue;
        if (owner.kind === 'plugin' && owner.plugin === plugin) continue;
        if (owner.kind === 'host' && rules.sharedPlatformTables.has(table)) continue;
        violations.push({ plugin, table, owner: ownerName(owner), file: file.path });
      }
    }
  }
  return violations;
}

/** The violations not in the known list, and the known entries no longer found (to be deleted). */
export function compareWithKnown(violations: readonly TableViolation[], knownViolations: ReadonlySet<string>) {
  const found = new Set(violations.map((v) => violationKey(v.plugin, v.table)));
  return {
    newViolations: violations.filter((v) => !knownViolations.has(violationKey(v.plugin, v.table))),
    fixedButStillListed: [...knownViolations].filter((key) => !found.has(key)),
  };
}
