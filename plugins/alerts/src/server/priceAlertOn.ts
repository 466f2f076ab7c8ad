import { preparedSql, type Queryable } from '@portal/core/server';

// Prepared: the locations content asks it on every place page of a spot customer.
const ACTIVE_PRICE_ALERT = preparedSql('alerts_price_alert_on', 'select 1 from alert_energy_price where user_id = $1 and active');

/** The user fact `priceAlertOn` (the plugin's priceAlertService): the person has an active spot-price limit alert. */
export async function priceAlertOn(db: Queryable, userId: string): Promise<boolean> {
  return (await db.query(ACTIVE_PRICE_ALERT, [userId])).rows.length > 0;
}
