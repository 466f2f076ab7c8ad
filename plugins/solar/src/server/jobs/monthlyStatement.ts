import { defineJob, rowsWithFlagsOn, type JobContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import { monthlyStatementKind } from '../notify/monthlyStatementKind';
import { monthStart } from '../period/spans';
import { loadNettingPlace } from '../plants/nettingPlace';
import { computeStatement } from '../statement/computeStatement';

const cents = (euros: number) => Math.round(euros * 100);

/**
 * solar.monthly-statement: on the 3rd of each month (Datahub's corrections of the month have mostly
 * arrived), stores last month's statement of every place with a linked plant and tells its owners in
 * the inbox. Idempotent: the row is upserted and the notice deduplicated per place and month.
 */
export async function makeMonthlyStatements(context: JobContext): Promise<void> {
  const month = monthStart(localDateOf(context.now()), -1).slice(0, 7);
  const { rows: places } = await context.db.query<{ location_identifier: string; name: string; company: string }>(
    `select distinct k.location_identifier, l.name, l.company from solar_plant_links k join locations l using (location_identifier)
      order by k.location_identifier`,
  );
  for (const row of places) {
    const place = await loadNettingPlace(context.db, row.location_identifier);
    if (!place) continue;
    const statement = await computeStatement(context.db, place, month);
    // A month with nothing produced (a plant linked later, or winter's darkest month with no readings) says nothing.
    if (statement.productionKwh === 0) continue;
    await context.db.query(
      `insert into solar_statements (location_identifier, month, production_kwh, self_used_kwh, exported_kwh, self_used_value_cents,
         export_revenue_cents, negative_price_export_percent, complete, computed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (location_identifier, month) do update set production_kwh = excluded.production_kwh,
         self_used_kwh = excluded.self_used_kwh, exported_kwh = excluded.exported_kwh,
         self_used_value_cents = excluded.self_used_value_cents, export_revenue_cents = excluded.export_revenue_cents,
         negative_price_export_percent = excluded.negative_price_export_percent, complete = excluded.complete,
         computed_at = excluded.computed_at`,
      [
        row.location_identifier,
        `${month}-01`,
        statement.productionKwh,
        statement.selfUsedKwh,
        statement.exportedKwh,
        cents(statement.selfUsedValueEur),
        cents(statement.exportRevenueEur),
        statement.negativePriceExportPercent,
        statement.complete,
        context.now(),
      ],
    );
    const { rows: owners } = await context.db.query<{ user_id: string }>(
      `select user_id from location_access where location_identifier = $1 and (relation = 'owner' or access_right = 'FULL_ACCESS') order by user_id`,
      [row.location_identifier],
    );
    // The statement is stored whatever the flags (the page shows it once solar is on again); only the
    // owners with the place's company's solar flag on (their override first) are told.
    for (const owner of await rowsWithFlagsOn(context, 'solar', owners, (o) => ({ company: row.company, userId: o.user_id }))) {
      await context.notifications.notify({
        kind: monthlyStatementKind.kind,
        userId: owner.user_id,
        payload: {
          month,
          placeName: row.name,
          totalValueEur: statement.totalValueEur,
          selfUsedKwh: statement.selfUsedKwh,
          exportedKwh: statement.exportedKwh,
        },
        dedupeKey: `solar.monthly-statement:${row.location_identifier}:${month}`,
        locationIdentifier: row.location_identifier,
      });
    }
  }
}

/** The 3rd of each month at 10:00 Helsinki. */
export const monthlyStatementJob = defineJob({
  name: 'solar.monthly-statement',
  schedule: '0 10 3 * *',
  run: (_data, context) => makeMonthlyStatements(context),
});
