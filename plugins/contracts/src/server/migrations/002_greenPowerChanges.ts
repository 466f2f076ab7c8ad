import type { Migration } from '@portal/core/server';

/**
 * Who switched green power on or off, and when. Green power is billed (guarantees of origin bought for
 * the package), so a disputed invoice must be answerable from this trail.
 */
export const greenPowerChangesMigration: Migration = {
  id: '002_contracts_green_power_changes',
  sql: `
create table green_power_changes (
  id bigint generated always as identity primary key,
  contract_id text not null references contracts(id) on delete cascade,
  user_id text references users(id) on delete set null,
  green_power_on boolean not null,
  changed_at timestamptz not null
);
create index green_power_changes_contract on green_power_changes (contract_id, changed_at);
`,
};
