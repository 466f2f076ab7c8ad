import { z } from 'zod';
import { localizedTextSchema } from './localizedText';

const COMPANY = z.enum(['VARE', 'SV', 'KUO']);
const CUSTOMER_CODE = z.string().trim().min(1).max(40);

/** What an administrator writes: title and body per language, and optionally a portal path to open. */
const messageContent = {
  title: localizedTextSchema(200),
  body: localizedTextSchema(5000),
  /** A path inside the portal (`/laskut`), never an outside address. */
  link: z
    .string()
    .max(300)
    .regex(/^\/([^\s/\\][^\s]*)?$/, 'A portal path starting with /')
    .optional(),
};

/** POST /api/v2/messages/message — one customer of the company. */
export const sendMessageBodySchema = z.object({ company: COMPANY, customerCode: CUSTOMER_CODE, ...messageContent }).strict();

/** POST /api/v2/messages/massmessage and /massmessage/async — every customer of the company. */
export const massMessageBodySchema = z.object({ company: COMPANY, ...messageContent }).strict();

/** POST /api/v2/messages/massmessage/targeted — the customers with these codes at the company. */
export const targetedMassMessageBodySchema = z
  .object({ company: COMPANY, customerCodes: z.array(CUSTOMER_CODE).min(1).max(10_000), ...messageContent })
  .strict();

export const sendResultSchema = z.object({
  /** Names this sending; the inbox message's dedupe key, so a retry does not send twice. */
  massMessageId: z.string(),
  /** People the message was written for (a person with two customer codes gets it once). */
  recipients: z.number().int(),
});

export const asyncSendResultSchema = z.object({
  massMessageId: z.string(),
  /** The background job: its progress is in GET /api/admin/background-process/v1/mass-message. */
  jobId: z.string(),
});

export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
export type MassMessageBody = z.infer<typeof massMessageBodySchema>;
export type TargetedMassMessageBody = z.infer<typeof targetedMassMessageBodySchema>;

/**
 * GET /api/admin/background-process/v1/mass-message (the host's route, core's massMessageJobsResponseSchema)
 * as the mass-message screen reads it: the fields it shows.
 */
export const massMessageJobSchema = z.object({
  id: z.string(),
  state: z.string(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const massMessageJobsSchema = z.object({ jobs: z.array(massMessageJobSchema) });

export type MassMessageJob = z.infer<typeof massMessageJobSchema>;
export type AsyncSendResult = z.infer<typeof asyncSendResultSchema>;
export type SendResult = z.infer<typeof sendResultSchema>;
