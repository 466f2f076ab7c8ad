import { z } from 'zod';

/** GET /admin/audit/v1: the audit log for superusers, newest first, filtered and paged. */
export const AUDIT_PAGE_SIZE = 50;

const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();
// A Helsinki calendar day (YYYY-MM-DD); the server turns it into the day's exact bounds (DST included).
const day = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'A date YYYY-MM-DD',
  );

export const auditQuerySchema = z
  .object({
    /** Who: a user id or an e-mail address. */
    actor: optionalText(254),
    /** To whom: the customer's user id or e-mail address (entries naming details.targetUserId). */
    target: optionalText(254),
    /** What: an action (`customers.viewAs`) or a kind (`login.failed`); a trailing `*` matches a prefix. */
    action: optionalText(100),
    /** From the start of this Helsinki day. */
    from: day.optional(),
    /** To the end of this Helsinki day. */
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start is after the end',
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  seq: z.number(),
  at: z.string(),
  kind: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string().nullable(),
  targetUserId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number(),
  limit: z.number(),
  hasMore: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
