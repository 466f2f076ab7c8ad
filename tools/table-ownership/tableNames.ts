/** An unquoted or double-quoted identifier, optionally schema-qualified with `public.`. */
const NAME = String.raw`(?:public\.)?"?([a-z_][a-z0-9_]*)"?`;

const CREATED = new RegExp(String.raw`\bcreate\s+(?:unlogged\s+|temp(?:orary)?\s+)?table\s+(?:if\s+not\s+exists\s+)?${NAME}`, 'gi');

/**
 * Where SQL names a table: FROM / JOIN (reads, DELETE FROM), INTO (INSERT), UPDATE, TABLE (CREATE,
 * ALTER, DROP, TRUNCATE TABLE, LOCK TABLE), REFERENCES (a foreign key), and a `to_regclass('name')`
 * probe, which asks whether another part's table exists.
 */
const REFERENCED = [
  new RegExp(String.raw`\b(?:from|join|into|update|table|references|truncate)\s+(?:only\s+)?(?:if\s+(?:not\s+)?exists\s+)?${NAME}`, 'gi'),
  /\bto_regclass\s*\(\s*'(?:public\.)?([a-z_][a-z0-9_]*)'/gi,
];

/** SQL words that can follow FROM / TABLE / ... without being a table name. */
const NOT_A_TABLE = new Set([
  'select',
  'lateral',
  'only',
  'if',
  'exists',
  'not',
  'set',
  'values',
  'unnest',
  'generate_series',
  'jsonb_array_elements',
  'jsonb_to_recordset',
  'json_to_recordset',
  'expr',
]);

function namesMatching(sql: string, patterns: readonly RegExp[]): Set<string> {
  const names = new Set<string>();
  for (const pattern of patterns) {
    for (const match of sql.matchAll(pattern)) {
      const name = match[1]?.toLowerCase();
      if (name && !NOT_A_TABLE.has(name)) names.add(name);
    }
  }
  return names;
}

/** The tables a piece of SQL creates. */
export function createdTables(sql: string): Set<string> {
  return namesMatching(sql, [CREATED]);
}

/** The names a piece of SQL uses as tables (created ones included); CTE names and columns may appear too. */
export function referencedTables(sql: string): Set<string> {
  return namesMatching(sql, REFERENCED);
}
