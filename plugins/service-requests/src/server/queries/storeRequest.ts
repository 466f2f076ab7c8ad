import type { Queryable, ServerPluginContext } from '@portal/core/server';
import { requestNoticeKind } from '../notifications/kinds';
import { nextReference } from './nextReference';

export interface NewRequest {
  readonly kind: 'SERVICE_REQUEST' | 'FAULT_REPORT';
  readonly topic: string;
  readonly userId: string;
  readonly locationIdentifier: string;
  readonly placeName: string;
  readonly details: Record<string, unknown>;
}

/**
 * Stores a request with its new reference number and queues the customer's confirmation, in one
 * transaction: the confirmation exists only if the request does, and says the number it got.
 */
export async function storeRequest(tx: Queryable, context: ServerPluginContext, request: NewRequest): Promise<string> {
  const now = context.now();
  const reference = await nextReference(tx, context.company, now);
  await tx.query(
    `insert into service_requests (reference, company, kind, topic, user_id, location_identifier, details, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      reference,
      context.company,
      request.kind,
      request.topic,
      request.userId,
      request.locationIdentifier,
      JSON.stringify(request.details),
      now.toISOString(),
    ],
  );
  await context.notifications.notify(
    {
      kind: requestNoticeKind.kind,
      userId: request.userId,
      payload: { reference, kind: request.kind, placeName: request.placeName, status: null },
      dedupeKey: `service-requests:${reference}:received`,
      locationIdentifier: request.locationIdentifier,
    },
    { tx },
  );
  return reference;
}

export interface PlaceRow {
  location_identifier: string;
  name: string;
  utility_type: 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION';
}

/** The place's name and utility (the caller's access is checked before). */
export async function loadPlace(db: Queryable, locationIdentifier: string): Promise<PlaceRow> {
  const { rows } = await db.query<PlaceRow>('select location_identifier, name, utility_type from locations where location_identifier = $1', [
    locationIdentifier,
  ]);
  return rows[0]!;
}
