import { localDateSchema } from '@portal/core/shared';
import { z } from 'zod';

/** What the customer writes in their own words. */
const message = z.string().trim().min(1, 'Write a message').max(2000);
const place = z.string().min(1).max(100);
/** A meter reading in kWh (electricity) or MWh (district heating), as the meter shows it. */
const reading = z.number().finite().min(0).max(99_999_999);

/**
 * requirements §7 "service request data": one form per topic, each with its own fields. Every request names
 * the place it concerns, so support sees the contract and the meter without asking.
 */
export const SERVICE_TOPICS = ['CONTRACT', 'INVOICE', 'METER_READING', 'OTHER', 'MOVING'] as const;
export type ServiceTopic = (typeof SERVICE_TOPICS)[number];

export const newAddressSchema = z.object({
  streetAddress: z.string().trim().min(1, 'Write the street address').max(200),
  postalCode: z.string().regex(/^[0-9]{5}$/, 'A postal code is five digits'),
  city: z.string().trim().min(1, 'Write the city').max(100),
});

export const serviceRequestBodySchema = z.discriminatedUnion('topic', [
  z.object({ topic: z.literal('CONTRACT'), locationIdentifier: place, message }),
  z.object({ topic: z.literal('INVOICE'), locationIdentifier: place, invoiceNumber: z.string().trim().max(40).nullable(), message }),
  z.object({ topic: z.literal('METER_READING'), locationIdentifier: place, readingDate: localDateSchema, reading }),
  z.object({ topic: z.literal('OTHER'), locationIdentifier: place, message }),
  // Moving service (requirements §2): the contract ends at the old place and starts at the new address.
  z.object({
    topic: z.literal('MOVING'),
    locationIdentifier: place,
    endDate: localDateSchema,
    meterReading: reading.nullable(),
    newAddress: newAddressSchema,
    startDate: localDateSchema,
  }),
]);
export type ServiceRequestBody = z.infer<typeof serviceRequestBodySchema>;

export const REQUEST_STATUSES = ['RECEIVED', 'IN_PROGRESS', 'DONE', 'REJECTED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_KINDS = ['SERVICE_REQUEST', 'FAULT_REPORT'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The offer for the new place of a move: the product the customer has now, or a call from us. */
export const movingOfferSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('PRODUCT'), productName: z.string(), pricing: z.enum(['FIXED', 'SPOT']).nullable(), basicFeeEurMonth: z.string() }),
  z.object({ kind: z.literal('CONTACT') }),
]);
export type MovingOffer = z.infer<typeof movingOfferSchema>;

/** One of the customer's requests or fault reports as they see it later. */
export const customerRequestSchema = z.object({
  reference: z.string(),
  kind: z.enum(REQUEST_KINDS),
  topic: z.string(),
  locationIdentifier: z.string(),
  placeName: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** What support wrote with the last status change, shown to the customer. */
  statusNote: z.string().nullable(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
  /** The fields the customer sent, as sent. */
  details: z.record(z.unknown()),
});
export type CustomerRequest = z.infer<typeof customerRequestSchema>;

/** A place the caller may send a request or a fault report about. */
export const requestPlaceSchema = z.object({
  locationIdentifier: z.string(),
  name: z.string(),
  address: z.string(),
  utilityType: z.enum(['ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION']),
  /** A read-only grant may report a fault but not make a service request. */
  writable: z.boolean(),
  /** Fault reporting is on for the place's utility. */
  faultReport: z.boolean(),
});
export type RequestPlace = z.infer<typeof requestPlaceSchema>;

export const customerRequestsResponseSchema = z.object({
  items: z.array(customerRequestSchema),
  places: z.array(requestPlaceSchema),
  /** The moving service is on for the caller. */
  movingService: z.boolean(),
});
export type CustomerRequestsResponse = z.infer<typeof customerRequestsResponseSchema>;

export const serviceRequestCreatedSchema = z.object({
  reference: z.string(),
  /** Only for a move. */
  offer: movingOfferSchema.nullable(),
});
export type ServiceRequestCreated = z.infer<typeof serviceRequestCreatedSchema>;
