import { defineJob, defineNotificationKind, rowsWithFlagsOn } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import { buildInsight } from '../engine/buildInsight';
import { monthOf, shiftMonth } from '../engine/monthRange';
import { loadPlaceData } from '../engine/placeData';
import { mailPayloadOf, renderMonthlyMail, type MonthlyMailPayload } from './monthlyMailText';

export const monthlyInsightKind = defineNotificationKind<MonthlyMailPayload>({
  kind: 'monthly-insights.monthly',
  category: 'info',
  defaultChannels: ['email'],
  render: renderMonthlyMail,
});

export const MONTHLY_MAIL_JOB = 'monthly-insights.monthly-mail';

/**
 * On the 2nd of each month at 8:00 Helsinki time (the 1st's readings arrive from Datahub during the
 * 1st and 2nd morning), the last month's insight to every owner of an electricity place with data for
 * that month. Deduplicated per place and month by notify's dedupe key, so a retry or a re-run sends
 * nothing twice.
 */
export const monthlyMailJob = defineJob({
  name: MONTHLY_MAIL_JOB,
  schedule: '0 8 2 * *',
  retryLimit: 2,
  async run(_data, context) {
    const { db, now, notifications, progress } = context;
    const month = shiftMonth(monthOf(localDateOf(now())), -1);
    const { rows: owners } = await db.query<{ user_id: string; location_identifier: string; company: string }>(
      `select la.user_id, la.location_identifier, l.company from location_access la join locations l using (location_identifier)
        where la.relation = 'owner' and l.utility_type = 'ELECTRICITY' order by la.location_identifier, la.user_id`,
    );
    // The place's company's monthlyInsights flag with the owner's override: with it off the insights
    // page answers 404, so no mail either (and no insight is computed for them).
    const rows = await rowsWithFlagsOn(context, 'monthlyInsights', owners, (row) => ({ company: row.company, userId: row.user_id }));
    let done = 0;
    for (const row of rows) {
      const place = await loadPlaceData(db, row.location_identifier);
      const insight = await buildInsight(db, place, month);
      if (insight.summary.kwh > 0) {
        await notifications.notify({
          kind: monthlyInsightKind.kind,
          userId: row.user_id,
          payload: mailPayloadOf(insight),
          dedupeKey: `monthly-insight:${row.location_identifier}:${month}`,
          locationIdentifier: row.location_identifier,
        });
      }
      await progress(++done, rows.length);
    }
  },
});
