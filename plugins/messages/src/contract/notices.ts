import { z } from 'zod';
import { localizedTextSchema, TEXT_LANGUAGES } from './localizedText';

/** requirements §3 location content `notifications`: timed, representative and disruption (requirements §7). */
export const NOTIFICATION_TYPES = ['timed', 'representative', 'disruption'] as const;

export const noticeSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  locationIdentifier: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});

export const noticeListSchema = z.object({ notifications: z.array(noticeSchema) });

export const locationParamsSchema = z.object({ locationIdentifier: z.string().min(1).max(100) });

/** requirements §3 popups: type, title, description, accept, close, dismissDescription, dismissProperty. */
export const popupSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  accept: z.string(),
  close: z.string(),
  dismissDescription: z.string(),
  dismissProperty: z.string(),
  link: z.string().nullable(),
});

export const popupListSchema = z.object({ popups: z.array(popupSchema) });

/** POST /api/v1/popups/dismiss — accept or close; either way it is not shown again. */
export const dismissPopupBodySchema = z.object({ dismissProperty: z.string().min(1).max(100), action: z.enum(['accept', 'close']) }).strict();

export const TOP_BAR_SEVERITIES = ['info', 'warning'] as const;

/** GET /api/v1/notifications/top-bar?language — anonymous: shown on the login page too. */
export const topBarQuerySchema = z.object({ language: z.enum(TEXT_LANGUAGES).default('fi') });

export const topBarResponseSchema = z.object({
  notification: z.object({ id: z.string(), text: z.string(), severity: z.enum(TOP_BAR_SEVERITIES) }).nullable(),
});

/** Admin: one stored top-bar notification with every language. */
export const adminTopBarSchema = z.object({
  id: z.string(),
  company: z.string(),
  text: z.object({ fi: z.string(), sv: z.string().optional(), en: z.string().optional() }),
  severity: z.enum(TOP_BAR_SEVERITIES),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminTopBarListSchema = z.object({ notifications: z.array(adminTopBarSchema) });

/** POST /api/admin/notifications/top-bar/v1 — published at once unless startsAt says later. */
export const createTopBarBodySchema = z
  .object({
    text: localizedTextSchema(300),
    severity: z.enum(TOP_BAR_SEVERITIES).default('info'),
    startsAt: z.string().datetime({ offset: true }).optional(),
    endsAt: z.string().datetime({ offset: true }).optional(),
  })
  .strict();

export const topBarIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export type Notice = z.infer<typeof noticeSchema>;
export type Popup = z.infer<typeof popupSchema>;
export type TopBarResponse = z.infer<typeof topBarResponseSchema>;
export type AdminTopBar = z.infer<typeof adminTopBarSchema>;
