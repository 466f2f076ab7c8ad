import { z } from 'zod';

/** requirements §4: a message is info or alert; the inbox has a tab for each. */
export const MESSAGE_TYPES = ['info', 'alert'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** One inbox message, in the language it was rendered in when it was sent. */
export const messageSchema = z.object({
  id: z.string(),
  type: z.enum(MESSAGE_TYPES),
  /** The notification kind that wrote it, e.g. `messages.company-message`, `alerts.consumption`. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A portal path the message is about, e.g. `/kulutus`. */
  link: z.string().nullable(),
  locationIdentifier: z.string().nullable(),
  /** ISO instant. */
  createdAt: z.string(),
  seen: z.boolean(),
  seenAt: z.string().nullable(),
});

const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);
const count = z.coerce.number().int().min(1).max(100).default(20);

/** GET /api/v2/messages/list?offset&count&type (type omitted or `all`: both tabs). */
export const messageListQuerySchema = z.object({
  offset,
  count,
  type: z.enum(['all', ...MESSAGE_TYPES]).default('all'),
});

/** GET /api/v2/messages/info and /alert: one tab. */
export const messageTabQuerySchema = z.object({ offset, count });

export const messageListResponseSchema = z.object({
  offset: z.number().int(),
  count: z.number().int(),
  /** Messages of this type in all, for paging. */
  total: z.number().int(),
  messages: z.array(messageSchema),
});

/** GET /api/v2/messages/unread — what the badge shows. */
export const unreadCountSchema = z.object({
  unread: z.number().int(),
  info: z.number().int(),
  alert: z.number().int(),
});

/** PUT seen / markAllAsRead: how many changed and what is unread now. */
export const markReadResponseSchema = z.object({ marked: z.number().int(), unread: unreadCountSchema });

export const messageIdParamsSchema = z.object({ messageId: z.string().min(1).max(100) });

export type InboxMessage = z.infer<typeof messageSchema>;
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;
