import type { NotificationSender, Queryable } from '@portal/core/server';
import { lastDayOf } from './model/expiry';
import { notificationKindOf, type RepresentationEvent } from './notifications';
import type { LoadedRepresentation } from './store/loadRepresentations';

/**
 * Tells both sides what happened to a grant (in-portal message and mail, each in their own language),
 * inside the change's transaction so a notification exists only for a change that committed. The
 * dedupe key makes a retried request or job notify once.
 */
export async function notifyParties(
  notifications: NotificationSender,
  tx: Queryable,
  grant: LoadedRepresentation,
  event: RepresentationEvent,
  options: { readonly grantor?: boolean; readonly representative?: boolean; readonly lastDay?: string } = {},
): Promise<void> {
  const lastDay = options.lastDay ?? lastDayOf(grant.expires_at);
  const places = grant.places.map((place) => place.name);
  const dedupeKey = `representation:${grant.id}:${event}:${lastDay}`;
  if (options.grantor ?? true) {
    await notifications.notify(
      {
        kind: notificationKindOf(event),
        userId: grant.grantor_id,
        payload: { other: grant.representative_name ?? grant.representative_email, places, lastDay },
        dedupeKey,
      },
      { tx },
    );
  }
  if ((options.representative ?? true) && grant.representative_id) {
    await notifications.notify(
      {
        kind: notificationKindOf(event),
        userId: grant.representative_id,
        payload: { other: grant.grantor_name, places, lastDay },
        dedupeKey,
      },
      { tx },
    );
  }
}
