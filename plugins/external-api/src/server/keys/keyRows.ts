import type { Queryable } from '@portal/core/server';
import type { ApiKey } from '../../contract/apiKeys';

interface Row {
  id: string;
  customer_code: string;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_on: string | null;
  revoked_at: Date | null;
}

const COLUMNS = `id, customer_code, name, prefix, created_at, to_char(expires_on, 'YYYY-MM-DD') as expires_on, revoked_at,
  (select u.last_used_at from external_api_key_usage u where u.key_id = external_api_keys.id) as last_used_at`;

function toKey(row: Row): ApiKey {
  return {
    id: row.id,
    companyReferenceId: row.customer_code,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    expiresOn: row.expires_on,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** The keys of these companies (whoever of their main users made them), newest first. */
export async function keysOf(db: Queryable, company: string, customerCodes: readonly string[]): Promise<ApiKey[]> {
  const { rows } = await db.query<Row>(
    `select ${COLUMNS} from external_api_keys where company = $1 and customer_code = any($2::text[]) order by created_at desc, id`,
    [company, customerCodes],
  );
  return rows.map(toKey);
}

export interface NewKeyRow {
  readonly id: string;
  readonly company: string;
  readonly customerCode: string;
  readonly createdBy: string;
  readonly name: string;
  readonly prefix: string;
  readonly hash: string;
  readonly createdAt: Date;
  readonly expiresOn: string | null;
}

export async function insertKey(db: Queryable, key: NewKeyRow): Promise<ApiKey> {
  const { rows } = await db.query<Row>(
    `insert into external_api_keys (id, company, customer_code, created_by, name, prefix, key_hash, created_at, expires_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
    [key.id, key.company, key.customerCode, key.createdBy, key.name, key.prefix, key.hash, key.createdAt, key.expiresOn],
  );
  return toKey(rows[0] as Row);
}

/** Revokes a key of this company; false when there is no such key there (the route answers 404). */
export async function revokeKey(db: Queryable, company: string, customerCode: string, keyId: string, at: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `update external_api_keys set revoked_at = coalesce(revoked_at, $4)
      where id = $1 and company = $2 and customer_code = $3 returning id`,
    [keyId, company, customerCode, at],
  );
  return rows.length > 0;
}

/** The names the company's customership carries, for the page's company choice. */
export async function companyNames(db: Queryable, company: string, customerCodes: readonly string[]): Promise<Map<string, string | null>> {
  const { rows } = await db.query<{ customer_code: string; business_name: string | null }>(
    `select customer_code, max(business_name) as business_name from customerships
      where company = $1 and customer_code = any($2::text[]) and customer_type = 'B2B' group by customer_code`,
    [company, customerCodes],
  );
  return new Map(customerCodes.map((code) => [code, rows.find((row) => row.customer_code === code)?.business_name ?? null]));
}
