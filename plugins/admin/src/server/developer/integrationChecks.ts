import { addLocalDays, helsinkiParts, localDateOf, localDayStartUtc } from '@portal/domain';
import { integrationSuccesses, type Queryable, type RecordedIntegration } from '@portal/core/server';
import type { IntegrationHealth } from '../../contract/developer';
import { METERING_LATE_AFTER_HOURS } from './meteringDataAge';

type Check = IntegrationHealth['integrations'][number];

/**
 * A mail or push message waiting longer than this means the sender is not getting through: the drain
 * runs every 30 s and delivery retries back off for minutes, so a quarter of an hour is well past normal.
 */
export const DELIVERY_STALE_MINUTES = 15;

/**
 * Nord Pool publishes the Finnish day-ahead prices around 13:45 Helsinki time (12:45 CET); by 14:30
 * the feed has had time to bring them, so from then on tomorrow's prices are expected, before that today's.
 */
export const DAY_AHEAD_EXPECTED_AT = { hour: 14, minute: 30 } as const;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const asDate = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value));

/** The instant until which day-ahead prices should exist at `now`. */
export function expectedPricesUntil(now: Date): Date {
  const { hour, minute } = helsinkiParts(now);
  const published = hour * 60 + minute >= DAY_AHEAD_EXPECTED_AT.hour * 60 + DAY_AHEAD_EXPECTED_AT.minute;
  return localDayStartUtc(addLocalDays(localDateOf(now), published ? 2 : 1));
}

async function checkDatabase(db: Queryable, now: Date): Promise<Check> {
  try {
    // A real round trip through a real table, not just `select 1`: migrations ran and the pool answers.
    await db.query('select count(*) from companies');
    return { name: 'database', status: 'HEALTHY', reason: 'ok', lastSuccessAt: now.toISOString(), dataAt: null };
  } catch {
    return { name: 'database', status: 'UNHEALTHY', reason: 'queryFailed', lastSuccessAt: null, dataAt: null };
  }
}

async function checkMail(db: Queryable, now: Date, last: Date | null): Promise<Check> {
  const { rows } = await db.query<{ oldest: Date | null }>('select min(created_at) as oldest from outbox where sent_at is null');
  const oldest = asDate(rows[0]?.oldest);
  const stale = oldest !== null && now.getTime() - oldest.getTime() > DELIVERY_STALE_MINUTES * 60_000;
  return {
    name: 'mail',
    status: stale ? 'UNHEALTHY' : 'HEALTHY',
    reason: stale ? 'mailBacklog' : last ? 'ok' : 'nothingYet',
    lastSuccessAt: iso(last),
    dataAt: iso(oldest),
  };
}

async function checkPush(db: Queryable, now: Date, last: Date | null): Promise<Check> {
  const { rows } = await db.query<{ oldest_due: Date | null; failed_since: number }>(
    `select min(due_at) filter (where status = 'pending') as oldest_due,
            (count(*) filter (where status = 'failed' and coalesce(claimed_at, created_at) > coalesce($1::timestamptz, '-infinity')))::int as failed_since
       from notification_deliveries where channel = 'push'`,
    [last],
  );
  const oldestDue = asDate(rows[0]?.oldest_due);
  const backlog = oldestDue !== null && now.getTime() - oldestDue.getTime() > DELIVERY_STALE_MINUTES * 60_000;
  // A push that failed for good after the last success: the push service refuses us (keys, network).
  const failed = (rows[0]?.failed_since ?? 0) > 0;
  const reason = backlog ? 'pushBacklog' : failed ? 'pushFailed' : last ? 'ok' : 'nothingYet';
  return { name: 'push', status: backlog || failed ? 'UNHEALTHY' : 'HEALTHY', reason, lastSuccessAt: iso(last), dataAt: iso(oldestDue) };
}

async function checkPriceFeed(db: Queryable, now: Date, last: Date | null): Promise<Check> {
  const { rows } = await db.query<{ newest_end: Date | null }>(
    `select max(start_utc + minutes * interval '1 minute') as newest_end from spot_prices`,
  );
  const newestEnd = asDate(rows[0]?.newest_end);
  const ok = newestEnd !== null && newestEnd.getTime() >= expectedPricesUntil(now).getTime();
  return {
    name: 'priceFeed',
    status: ok ? 'HEALTHY' : 'UNHEALTHY',
    reason: ok ? 'ok' : 'pricesMissing',
    lastSuccessAt: iso(last),
    dataAt: iso(newestEnd),
  };
}

async function checkMeteringFeed(db: Queryable, now: Date, last: Date | null): Promise<Check> {
  const { rows } = await db.query<{ newest_end: Date | null; places: number }>(
    `select greatest(
              (select max(start_utc + minutes * interval '1 minute') from meter_readings where quality <> 'missing'),
              (select max(start_utc + interval '1 hour') from dh_readings where quality <> 'missing')) as newest_end,
            (select count(*)::int from locations) as places`,
  );
  const newestEnd = asDate(rows[0]?.newest_end);
  // No places, nothing to read: not a failure of the feed.
  if ((rows[0]?.places ?? 0) === 0) return { name: 'meteringFeed', status: 'HEALTHY', reason: 'nothingYet', lastSuccessAt: iso(last), dataAt: null };
  const ok = newestEnd !== null && now.getTime() - newestEnd.getTime() <= METERING_LATE_AFTER_HOURS * 3_600_000;
  return {
    name: 'meteringFeed',
    status: ok ? 'HEALTHY' : 'UNHEALTHY',
    reason: ok ? 'ok' : 'readingsLate',
    lastSuccessAt: iso(last),
    dataAt: iso(newestEnd),
  };
}

/**
 * Every integration's health at `now`. The database is asked first; if it does not answer, the others
 * cannot be judged from it and are reported unhealthy with it rather than throwing a 500.
 */
export async function checkIntegrations(db: Queryable, now: Date): Promise<Check[]> {
  const database = await checkDatabase(db, now);
  if (database.status === 'UNHEALTHY') {
    const unknown = (name: RecordedIntegration): Check => ({ name, status: 'UNHEALTHY', reason: 'queryFailed', lastSuccessAt: null, dataAt: null });
    return [database, unknown('mail'), unknown('push'), unknown('priceFeed'), unknown('meteringFeed')];
  }
  const last = await integrationSuccesses(db);
  const lastOf = (name: RecordedIntegration) => last.get(name) ?? null;
  return [
    database,
    await checkMail(db, now, lastOf('mail')),
    await checkPush(db, now, lastOf('push')),
    await checkPriceFeed(db, now, lastOf('priceFeed')),
    await checkMeteringFeed(db, now, lastOf('meteringFeed')),
  ];
}
