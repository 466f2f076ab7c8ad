// The bench's 200 users: copies of the demo users (host/server/src/demo/demoUsers.ts, README "Demo
// users"), so every kind of customer the demo has is represented many times over. A copy is a new
// account with the template's password hash (so the demo password), groups, customerships, place
// grants, content order and names: every row of every table that references users(id), except the
// template's sessions, codes and flag overrides. Written straight to PostgreSQL before the load starts;
// a second run on the same database finds them there.
import pg from 'pg';

/** Demo user email → how many of the users are copies of it (sums to 200 for the default). */
export const USER_MIX = [
  ['asiakas@vare.example', 0.35], // VARE household: spot + solar, summer cottage
  ['yritys@vare.example', 0.1], // business main user, 45 places
  ['alikayttaja@vare.example', 0.2], // business sub-user, 12 places, half read-only
  ['asiakas@sv.example', 0.08], // another company's customer signing in to this portal: no places here
  ['kaukolampo@kuo.example', 0.08],
  ['edustaja@sv.example', 0.07], // representative (read-only, SV place)
  ['admin@portal.example', 0.07], // administrators
  ['kehittaja@portal.example', 0.05], // developer group
];

const NOT_COPIED = new Set(['sessions', 'account_codes', 'feature_flag_overrides', 'login_attempts', 'outbox', 'audit_log']);

export const loadEmail = (template, index) => `load${String(index).padStart(3, '0')}.${template}`;

/** Assigns `count` users to templates by USER_MIX (largest remainder), in a stable order. */
export function plannedUsers(count) {
  const exact = USER_MIX.map(([email, share]) => ({ email, n: share * count }));
  const plan = exact.map(({ email, n }) => ({ email, n: Math.floor(n), rest: n - Math.floor(n) }));
  let missing = count - plan.reduce((sum, p) => sum + p.n, 0);
  for (const p of [...plan].sort((a, b) => b.rest - a.rest)) if (missing-- > 0) p.n += 1;
  const users = [];
  for (const { email, n } of plan) for (let i = 0; i < n; i++) users.push({ template: email, email: loadEmail(email, users.length) });
  return users;
}

/** Creates the planned users that do not exist yet; answers the full plan. */
export async function ensureLoadUsers(databaseUrl, count) {
  const users = plannedUsers(count);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const userColumns = (
      await client.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'users' ORDER BY ordinal_position`,
      )
    ).rows.map((row) => row.column_name);
    // Every (table, column) with a foreign key to users(id).
    const references = (
      await client.query(`
        SELECT cl.relname AS table_name, att.attname AS column_name
        FROM pg_constraint con
        JOIN pg_class cl ON cl.oid = con.conrelid
        JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
        WHERE con.contype = 'f' AND con.confrelid = 'users'::regclass AND array_length(con.conkey, 1) = 1
          -- Only tables keyed by the user (grants, names, budgets): a row with its own id (an accepted
          -- offer, a change request) is an event of that user, not part of who they are.
          AND EXISTS (SELECT 1 FROM pg_constraint pk WHERE pk.conrelid = con.conrelid AND pk.contype = 'p' AND att.attnum = ANY (pk.conkey))`)
    ).rows.filter((row) => !NOT_COPIED.has(row.table_name));
    const columnsOf = async (table) =>
      (
        await client.query(
          `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        )
      ).rows.map((row) => row.column_name);
    const tableColumns = new Map();
    for (const { table_name } of references) if (!tableColumns.has(table_name)) tableColumns.set(table_name, await columnsOf(table_name));
    const q = (name) => `"${name}"`;

    const existing = new Set((await client.query(`SELECT lower(email) AS email FROM users WHERE email LIKE 'load%'`)).rows.map((row) => row.email));
    const missing = users.filter((user) => !existing.has(user.email.toLowerCase()));
    if (missing.length === 0) return users;
    await client.query('BEGIN');
    for (const user of missing) {
      const template = (await client.query('SELECT id FROM users WHERE lower(email) = lower($1)', [user.template])).rows[0];
      if (!template) throw new Error(`demo user ${user.template} not found: start the server with DEMO_DATA=true once`);
      const select = userColumns.map((column) => (column === 'id' ? 'gen_random_uuid()::text' : column === 'email' ? '$2' : q(column)));
      const inserted = await client.query(
        `INSERT INTO users (${userColumns.map(q).join(', ')}) SELECT ${select.join(', ')} FROM users WHERE id = $1 RETURNING id`,
        [template.id, user.email],
      );
      const id = inserted.rows[0].id;
      for (const { table_name, column_name } of references) {
        const columns = tableColumns.get(table_name);
        const values = columns.map((column) => (column === column_name ? '$2' : q(column)));
        await client.query(
          `INSERT INTO ${q(table_name)} (${columns.map(q).join(', ')}) SELECT ${values.join(', ')} FROM ${q(table_name)} WHERE ${q(column_name)} = $1`,
          [template.id, id],
        );
      }
    }
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return users;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
