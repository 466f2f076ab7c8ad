import type { Queryable } from '../database';

/**
 * The integrations whose work the server records as it happens (issue 16 "integration health"): the
 * mail drain after an SMTP send, the notification sender after a push, the ingests after loading
 * metering data or spot prices. The database needs no record: the health route asks it directly.
 */
export const RECORDED_INTEGRATIONS = ['mail', 'push', 'priceFeed', 'meteringFeed'] as const;
export type RecordedIntegration = (typeof RECORDED_INTEGRATIONS)[number];

/**
 * Notes that an integration just did its work at `at` (the server's clock). Pass the work's transaction
 * so the record commits with it: a rolled-back ingest did not succeed. Never moves a time backwards, so
 * a slow replica finishing late cannot hide a newer success. Table: host domain 015_integration_successes.
 */
export async function recordIntegrationSuccess(db: Queryable, integration: RecordedIntegration, at: Date): Promise<void> {
  await db.query(
    `insert into integration_successes (integration, succeeded_at) values ($1, $2)
     on conflict (integration) do update set succeeded_at = greatest(integration_successes.succeeded_at, excluded.succeeded_at)`,
    [integration, at],
  );
}

/** Each recorded integration's last success; an integration that never succeeded is absent. */
export async function integrationSuccesses(db: Queryable): Promise<ReadonlyMap<RecordedIntegration, Date>> {
  const { rows } = await db.query<{ integration: RecordedIntegration; succeeded_at: Date }>(
    'select integration, succeeded_at from integration_successes',
  );
  return new Map(rows.map((row) => [row.integration, new Date(row.succeeded_at)]));
}
