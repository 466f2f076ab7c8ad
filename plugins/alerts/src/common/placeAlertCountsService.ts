import { createServiceRef } from '@portal/core/server';

export type PlaceAlertCountKey = 'alertsEnabled' | 'alertsTriggered';

/**
 * A user's alerts per place, for lists that sort thousands of places by them (the B2B place list sorts
 * 5 000), where a per-place call would not do: each count is a SQL select of
 * `(location_identifier text, n int)` for the user `$1` that the reader embeds and sums per place. The
 * select names only the alerts plugin's tables; the reader never names them itself.
 */
export interface PlaceAlertCountsService {
  readonly sql: Readonly<Record<PlaceAlertCountKey, string>>;
}

export const placeAlertCountsServiceRef = createServiceRef<PlaceAlertCountsService>({ id: 'plugin.alerts.placeCounts' });
