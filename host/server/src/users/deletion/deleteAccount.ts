import type { Queryable, NotificationLanguage } from '@portal/core/server';
import { enqueueMail } from '../../mail/outbox';
import { accountDeletedMail } from '../accountSettingsMails';
import type { UserRecord } from '../userStore';
import { deleteUser } from '../userStore';

/**
 * Removes a person's account and the personal data the portal holds for it, in one transaction
 * (docs/settings.md lists what goes and what stays):
 *
 * - the users row, and with it by ON DELETE CASCADE every row that is the person's: sessions and
 *   refresh tokens (every device is logged out at once), codes, groups, customerships and their
 *   details, place grants, names and order, alerts, inbox, notification settings, push subscriptions;
 * - mails to the address still in the outbox (their bodies are personal data).
 *
 * What stays is not the person's account but the retailer's records: use places, contracts and
 * invoices are keyed by place and customer code, never by the user, so they survive for the Accounting
 * Act's retention with no name or address of the person in the portal's tables. References from such
 * records to the user (who accepted an offer, who linked a plant) are set to null by their foreign keys.
 */
export async function deleteAccount(tx: Queryable, user: UserRecord, language: NotificationLanguage, now: Date): Promise<void> {
  await tx.query('DELETE FROM outbox WHERE lower(recipient) = lower($1)', [user.email]);
  await deleteUser(tx, user.id);
  // The last mail to the address: the person learns it is done and what was kept.
  await enqueueMail(tx, accountDeletedMail(user.email, language), now);
}
