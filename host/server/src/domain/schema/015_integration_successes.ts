import type { Migration } from '@portal/core/server';

/**
 * When each integration last did its work (core recordIntegrationSuccess): the mail drain, the push
 * sender and the metering and spot-price ingests write their row in the work's own transaction, and
 * the developers' integration-health route reads them (issue 16). One row per integration, no history:
 * the question it answers is "how long since it last worked", and the audit log or job list hold the rest.
 */
export const integrationSuccessesMigration: Migration = {
  id: '015_integration_successes',
  sql: `
create table integration_successes (
  integration text primary key check (integration in ('mail', 'push', 'priceFeed', 'meteringFeed')),
  succeeded_at timestamptz not null
);
`,
};
