import { z } from 'zod';
import { REQUEST_KINDS, REQUEST_STATUSES } from './serviceRequest';

export const adminRequestsQuerySchema = z.object({
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
});

export const adminRequestSchema = z.object({
  reference: z.string(),
  kind: z.enum(REQUEST_KINDS),
  topic: z.string(),
  status: z.enum(REQUEST_STATUSES),
  statusNote: z.string().nullable(),
  customerEmail: z.string(),
  locationIdentifier: z.string(),
  placeName: z.string(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
  details: z.record(z.unknown()),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;
export const adminRequestsResponseSchema = z.object({ items: z.array(adminRequestSchema) });
export type AdminRequestsResponse = z.infer<typeof adminRequestsResponseSchema>;

export const requestStatusBodySchema = z.object({
  status: z.enum(REQUEST_STATUSES),
  note: z.string().trim().max(1000).nullable(),
});
export type RequestStatusBody = z.infer<typeof requestStatusBodySchema>;

export const adminFeedbackSchema = z.object({
  id: z.string(),
  kind: z.enum(['APP', 'ERROR']),
  customerEmail: z.string(),
  rating: z.number().nullable(),
  message: z.string(),
  page: z.string(),
  lastError: z.record(z.unknown()).nullable(),
  createdAt: z.string().datetime(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;
export const adminFeedbackResponseSchema = z.object({ items: z.array(adminFeedbackSchema) });
export type AdminFeedbackResponse = z.infer<typeof adminFeedbackResponseSchema>;
