/**
 * Per-place counts that one plugin owns and another sorts or shows in bulk (the B2B place list sorts
 * 5 000 places by them, so a per-place callback would not do). The owner declares, in its
 * ServerPlugin's `placeCounts`, a SQL select of `(location_identifier text, n int)` for the user `$1`;
 * the reader joins `context.placeCountSql(key)`, the union of every mounted plugin's select. Without
 * an owning plugin the select is empty and every count is 0.
 *
 * - alertsEnabled: the user's alerts switched on for the place.
 * - alertsTriggered: the user's alerts on the place that have gone off (have a last trigger time).
 */
export const PLACE_COUNT_KEYS = ['alertsEnabled', 'alertsTriggered'] as const;
export type PlaceCountKey = (typeof PLACE_COUNT_KEYS)[number];
export type PlaceCountSql = Readonly<Partial<Record<PlaceCountKey, string>>>;

const EMPTY = 'select null::text as location_identifier, 0::int as n where false';

/** One select over every mounted plugin's count, summed per place. `$1` is the user id. */
export function placeCountSql(plugins: readonly { readonly placeCounts?: PlaceCountSql }[], key: PlaceCountKey): string {
  const parts = plugins.map((plugin) => plugin.placeCounts?.[key]).filter((sql): sql is string => Boolean(sql));
  if (parts.length === 0) return EMPTY;
  return `select location_identifier, sum(n)::int as n from (${parts.map((sql) => `(${sql})`).join(' union all ')}) counts group by location_identifier`;
}
