import type { Migration } from '@portal/core/server';

/**
 * Per-place consumption rollups and B2B place labels (issue 15).
 *
 * Rollups: a business customer with thousands of places needs "last month" or "this year" per place
 * without scanning raw 15-minute rows, so each place's energy is kept per Helsinki local day and per
 * Helsinki month. They are derived data, rewritten from meter_readings / dh_readings inside the same
 * transaction that loads or corrects readings (core refreshConsumptionRollups), so they never disagree
 * with the raw rows a reader of the same snapshot sees. Raw rows stay the truth for day views.
 *
 * `interval_count` counts the intervals with a value (measured or estimated); a missing interval adds
 * nothing to either column, so a reader tells an incomplete day by comparing the count with the day's
 * expected intervals (23, 24 or 25 hours × 4 or × 1).
 *
 * Labels: a business customer's own tags on its places ("Helsinki", "Koulut"), the truth from now on;
 * the old locations.labels array is copied here once and no longer read.
 */
export const rollupsLabelsMigration: Migration = {
  id: '010_domain_rollups_labels',
  sql: `
create table consumption_daily_rollups (
  location_identifier text not null,
  day date not null, -- Helsinki local day
  energy_kwh numeric(16, 4) not null,
  interval_count int not null check (interval_count >= 0),
  primary key (location_identifier, day)
);

create table consumption_monthly_rollups (
  location_identifier text not null,
  month date not null check (extract(day from month) = 1), -- first day of the Helsinki month
  energy_kwh numeric(18, 4) not null,
  interval_count int not null check (interval_count >= 0),
  primary key (location_identifier, month)
);

create table location_labels (
  location_identifier text not null references locations(location_identifier) on delete cascade,
  company text not null references companies(code),
  label text not null check (char_length(label) between 1 and 40 and label = btrim(label)),
  primary key (location_identifier, label)
);
-- The label filter and "everything labelled Helsinki" look places up by label within a company.
create index location_labels_label on location_labels (company, label);

insert into location_labels (location_identifier, company, label)
select distinct l.location_identifier, l.company, btrim(label)
  from locations l cross join unnest(l.labels) as label
 where char_length(btrim(label)) between 1 and 40;
`,
};
