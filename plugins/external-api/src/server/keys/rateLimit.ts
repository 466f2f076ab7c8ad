import { ApiError, type Queryable } from '@portal/core/server';

/**
 * The external API's per-key limit: RATE_LIMIT calls in a fixed window of RATE_WINDOW_SECONDS. A
 * company's system that reads all its places once an hour needs a handful of calls; 120 a minute
 * leaves room for a year of timeseries for each of dozens of places and stops a runaway loop.
 */
export const RATE_LIMIT = 120;
export const RATE_WINDOW_SECONDS = 60;

/**
 * Counts one call of the key in the database (so every server process shares the window), stamps its
 * last use, and throws TOO_MANY_REQUESTS with `retryAfterSeconds` (the host sends it as Retry-After)
 * once over the limit. One upsert: a new window starts at the first call after the old one ended.
 */
export async function countCall(db: Queryable, keyId: string, now: Date): Promise<void> {
  const { rows } = await db.query<{ calls: number; window_start: Date }>(
    `insert into external_api_key_usage as u (key_id, window_start, calls, last_used_at) values ($1, $2, 1, $2)
     on conflict (key_id) do update set
       calls = case when u.window_start > $2 - make_interval(secs => $3) then u.calls + 1 else 1 end,
       window_start = case when u.window_start > $2 - make_interval(secs => $3) then u.window_start else $2 end,
       last_used_at = $2
     returning calls, window_start`,
    [keyId, now, RATE_WINDOW_SECONDS],
  );
  const row = rows[0];
  if (!row || row.calls <= RATE_LIMIT) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((row.window_start.getTime() + RATE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  throw new ApiError('TOO_MANY_REQUESTS', `At most ${RATE_LIMIT} calls a minute per key`, undefined, { retryAfterSeconds });
}
