import {
  defineJob,
  rowsWithFlagsOn,
  type DeliveryChannel,
  type FeatureFlagKey,
  type JobContext,
  type PushWindow,
  type Queryable,
} from '@portal/core/server';
import { disruptionKind, plannedDisruptionKind, restoredDisruptionKind, type DisruptionPayload } from '../notifications/kinds';

/** SPEC/issue 11: a cut shorter than this notifies no one (a reclosing breaker, a blink). */
export const SHORT_CUT_MS = 3 * 60_000;

export interface DisruptionNoticeData {
  readonly disruptionId: string;
  readonly revision: number;
  readonly phase: 'notice' | 'restored';
}

interface DisruptionRow {
  id: string;
  utility_type: 'ELECTRICITY' | 'DISTRICT_HEATING';
  planned: boolean;
  started_at: Date;
  estimated_restoration_at: Date | null;
  restored_at: Date | null;
  revision: number;
}

/** One subscriber's channel: which channels, with what window and address. */
interface Delivery {
  readonly channels: readonly DeliveryChannel[];
  readonly window: PushWindow;
  readonly email?: string;
  readonly phone?: string;
}

interface Subscriber {
  readonly userId: string;
  /** The place's company, whose flags (with the user's overrides) decide whether the user is told. */
  readonly company: string;
  readonly locationIdentifier: string;
  readonly placeName: string;
  readonly deliveries: readonly Delivery[];
}

/**
 * Whether a disruption is worth telling anyone about: a planned one always (it is announced ahead);
 * an unplanned one only once it has lasted 3 minutes (the notice job runs 3 minutes after the start)
 * or, when restored, if it lasted at least that.
 */
export function isShortCut(row: Pick<DisruptionRow, 'planned' | 'started_at' | 'restored_at'>): boolean {
  return !row.planned && row.restored_at !== null && row.restored_at.getTime() - row.started_at.getTime() < SHORT_CUT_MS;
}

const SUBSCRIBERS_SQL: Record<DisruptionRow['utility_type'], string> = {
  // The subscriber must still see the place (location_access) and the place's feature must be on: a
  // person who lost access since subscribing hears nothing more of it.
  ELECTRICITY: `
    select a.user_id, l.company, l.location_identifier, coalesce(n.display_name, l.name) as place_name,
           a.email_active, a.email_address, a.email_start_minute, a.email_end_minute,
           a.phone_active, a.phone_number, a.phone_start_minute, a.phone_end_minute
      from alert_disruption_points p
      join alert_disruptions d on d.id = p.disruption_id
      join locations l on l.metering_point_id = p.metering_point_id and l.company = d.company
      join alert_disruption_electricity a on a.location_identifier = l.location_identifier and a.active
      join location_access la on la.user_id = a.user_id and la.location_identifier = l.location_identifier
      join location_features f on f.location_identifier = l.location_identifier and f.feature = 'disruptionAlert' and f.enabled
      left join location_names n on n.user_id = a.user_id and n.location_identifier = l.location_identifier
     where p.disruption_id = $1 and l.utility_type = 'ELECTRICITY'
     order by a.user_id, l.location_identifier`,
  DISTRICT_HEATING: `
    select a.user_id, l.company, l.location_identifier, coalesce(n.display_name, l.name) as place_name,
           a.email_notifications, a.email, a.sms_notifications, a.mobile_number, a.start_minute, a.end_minute
      from alert_disruption_points p
      join alert_disruptions d on d.id = p.disruption_id
      join locations l on l.metering_point_id = p.metering_point_id and l.company = d.company
      join alert_district_heating a on a.location_identifier = l.location_identifier and a.disruption_active
      join location_access la on la.user_id = a.user_id and la.location_identifier = l.location_identifier
      join location_features f on f.location_identifier = l.location_identifier and f.feature = 'consumptionAlert' and f.enabled
      left join location_names n on n.user_id = a.user_id and n.location_identifier = l.location_identifier
     where p.disruption_id = $1 and l.utility_type = 'DISTRICT_HEATING'
     order by a.user_id, l.location_identifier`,
};

const withAddress = (key: 'email' | 'phone', value: string | null) => (value ? { [key]: value } : {});

export async function disruptionSubscribers(db: Queryable, disruption: Pick<DisruptionRow, 'id' | 'utility_type'>): Promise<Subscriber[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- two row shapes, mapped below
  const { rows } = await db.query<any>(SUBSCRIBERS_SQL[disruption.utility_type], [disruption.id]);
  if (disruption.utility_type === 'ELECTRICITY') {
    return rows.map((row) => ({
      userId: row.user_id,
      company: row.company,
      locationIdentifier: row.location_identifier,
      placeName: row.place_name,
      // E-mail and phone each keep their own window, so each is its own request; the shared dedupe key
      // makes them one inbox message.
      deliveries: [
        {
          channels: row.email_active ? ['email'] : [],
          window: { startMinute: row.email_start_minute, endMinute: row.email_end_minute },
          ...withAddress('email', row.email_address),
        },
        {
          channels: row.phone_active ? ['sms'] : [],
          window: { startMinute: row.phone_start_minute, endMinute: row.phone_end_minute },
          ...withAddress('phone', row.phone_number),
        },
      ],
    }));
  }
  return rows.map((row) => ({
    userId: row.user_id,
    company: row.company,
    locationIdentifier: row.location_identifier,
    placeName: row.place_name,
    deliveries: [
      {
        channels: [...(row.email_notifications ? ['email' as const] : []), ...(row.sms_notifications ? ['sms' as const] : [])],
        window: { startMinute: row.start_minute, endMinute: row.end_minute },
        ...withAddress('email', row.email),
        ...withAddress('phone', row.mobile_number),
      },
    ],
  }));
}

/** The flags each kind of disruption alert is under, as its routes and the place list have them. */
const FLAGS_OF_UTILITY: Record<DisruptionRow['utility_type'], readonly FeatureFlagKey[]> = {
  ELECTRICITY: ['disruptionAlert'],
  DISTRICT_HEATING: ['consumptionAlert', 'disruptionAlert'],
};

async function runNotice(data: DisruptionNoticeData, context: JobContext): Promise<void> {
  const { rows } = await context.db.query<DisruptionRow>(
    `select id, utility_type, planned, started_at, estimated_restoration_at, restored_at, revision from alert_disruptions where id = $1`,
    [data.disruptionId],
  );
  const disruption = rows[0];
  if (!disruption || isShortCut(disruption)) return;
  // A notice overtaken by a newer estimate or by the restoration says nothing: the newer job speaks.
  if (data.phase === 'notice' && (disruption.revision !== data.revision || disruption.restored_at !== null)) return;
  if (data.phase === 'restored' && disruption.restored_at === null) return;

  const kind = data.phase === 'restored' ? restoredDisruptionKind : disruption.planned ? plannedDisruptionKind : disruptionKind;
  const dedupeKey = data.phase === 'restored' ? `disruption:${disruption.id}:restored` : `disruption:${disruption.id}:${disruption.revision}`;
  const subscribers = await rowsWithFlagsOn(
    context,
    FLAGS_OF_UTILITY[disruption.utility_type],
    await disruptionSubscribers(context.db, disruption),
    (row) => ({
      company: row.company,
      userId: row.userId,
    }),
  );
  for (const subscriber of subscribers) {
    const payload: DisruptionPayload = {
      locationIdentifier: subscriber.locationIdentifier,
      placeName: subscriber.placeName,
      utilityType: disruption.utility_type,
      startedAt: disruption.started_at.toISOString(),
      estimatedRestorationAt: disruption.estimated_restoration_at?.toISOString() ?? null,
      restoredAt: disruption.restored_at?.toISOString() ?? null,
      update: data.phase === 'notice' && disruption.revision > 1,
    };
    // One transaction per subscriber: its inbox message, deliveries and "triggered" mark commit together.
    await context.db.transaction(async (tx) => {
      for (const delivery of subscriber.deliveries) {
        await context.notifications.notify(
          {
            kind: kind.kind,
            userId: subscriber.userId,
            payload,
            dedupeKey: `${dedupeKey}:${subscriber.locationIdentifier}`,
            locationIdentifier: subscriber.locationIdentifier,
            channels: delivery.channels,
            window: delivery.window,
            ...(delivery.email ? { email: delivery.email } : {}),
            ...(delivery.phone ? { phone: delivery.phone } : {}),
          },
          { tx },
        );
      }
      const table = disruption.utility_type === 'ELECTRICITY' ? 'alert_disruption_electricity' : 'alert_district_heating';
      await tx.query(`update ${table} set last_triggered_at = $3 where user_id = $1 and location_identifier = $2`, [
        subscriber.userId,
        subscriber.locationIdentifier,
        context.now().toISOString(),
      ]);
    });
  }
}

/** Sends one notice of a disruption to everyone subscribed at its metering points (queued by the admin route). */
export const disruptionNoticeJob = defineJob<DisruptionNoticeData>({
  name: 'alerts.disruption-notice',
  run: runNotice,
});
