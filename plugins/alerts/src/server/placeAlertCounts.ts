import type { PlaceAlertCountsService } from '../common/placeAlertCountsService';

/**
 * The user's alerts per place, for lists that sort thousands of places by them (the plugin's placeAlertCountsService,
 * read by the B2B company place list). `$1` is the user id. An alert row counts once per kind that is on:
 * the consumption alert, the electricity disruption alert, and the district heating return-temperature
 * and disruption alerts. "Triggered" means it has gone off at least once (its last trigger time is set);
 * the consumption alert keeps no trigger time, so it never counts as triggered.
 */
export const placeAlertCounts: PlaceAlertCountsService['sql'] = {
  alertsEnabled: `
    select location_identifier, 1 as n from alert_consumption where user_id = $1 and active
    union all
    select location_identifier, 1 from alert_disruption_electricity where user_id = $1 and active
    union all
    select location_identifier, (return_active::int + disruption_active::int) from alert_district_heating
     where user_id = $1 and (return_active or disruption_active)`,
  alertsTriggered: `
    select location_identifier, 1 as n from alert_disruption_electricity where user_id = $1 and last_triggered_at is not null
    union all
    select location_identifier, 1 from alert_district_heating where user_id = $1 and last_triggered_at is not null`,
};
