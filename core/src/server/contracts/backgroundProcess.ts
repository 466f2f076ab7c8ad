import { z } from 'zod';

const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

/** One background job as administrators see it (its data stays on the server: it may hold personal details). */
export const backgroundJobSchema = z.object({
  id: z.string(),
  /** `<plugin id>.<job>`, e.g. `messages.mass-message`. */
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** Attempts started so far. */
  attempts: z.number().int(),
  /** Attempts allowed after the first failure. */
  retryLimit: z.number().int(),
  lastError: z.string().nullable(),
  /** What the job reported of its work (e.g. recipients done of total); null until it reports. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  createdAt: z.string(),
  /** Not run before this time (retry backoff, a schedule slot, a push window). */
  startAfter: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});

/** GET /api/admin/background-process/v1/list?page&limit — newest first; `page` counts from 0. */
export const backgroundProcessListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const backgroundProcessListResponseSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  /** Jobs kept in all (finished ones are pruned after 30 days). */
  total: z.number().int(),
  jobs: z.array(backgroundJobSchema),
});

/** GET /api/admin/background-process/v1/mass-message?amount — the latest `amount` mass-message jobs. */
export const massMessageJobsQuerySchema = z.object({
  amount: z.coerce.number().int().min(1).max(100).default(10),
});

export const massMessageJobsResponseSchema = z.object({
  jobs: z.array(backgroundJobSchema),
});

/** The mass-message job's name (plugin `messages`), listed by the mass-message route. */
export const MASS_MESSAGE_JOB = 'messages.mass-message';

export type BackgroundJob = z.infer<typeof backgroundJobSchema>;
export type BackgroundProcessList = z.infer<typeof backgroundProcessListResponseSchema>;
