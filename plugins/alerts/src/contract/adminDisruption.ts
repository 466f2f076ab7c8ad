import { z } from 'zod';

const gsrn = z.string().regex(/^643\d{15}$/, 'Not a Finnish metering point id');

/**
 * POST /admin/disruptions/v1: a disruption for a set of metering points, posted by an administrator
 * or an integration. The same `id` posted again updates it: a new estimate sends an update, a
 * `restoredAt` sends the "restored" notice. A cut shorter than 3 minutes notifies no one.
 */
export const disruptionBodySchema = z
  .object({
    id: z.string().trim().min(1).max(100),
    utilityType: z.enum(['ELECTRICITY', 'DISTRICT_HEATING']),
    planned: z.boolean(),
    meteringPoints: z.array(gsrn).min(1).max(100_000),
    startedAt: z.string().datetime({ offset: true }),
    estimatedRestorationAt: z.string().datetime({ offset: true }).nullable(),
    restoredAt: z.string().datetime({ offset: true }).nullable(),
  })
  .strict()
  .refine((body) => body.restoredAt === null || Date.parse(body.restoredAt) >= Date.parse(body.startedAt), {
    message: 'Restored before it started',
    path: ['restoredAt'],
  })
  .refine((body) => body.estimatedRestorationAt === null || Date.parse(body.estimatedRestorationAt) > Date.parse(body.startedAt), {
    message: 'The estimate is before the start',
    path: ['estimatedRestorationAt'],
  });

export const disruptionResponseSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  /** What this post announced: nothing (unchanged or a short cut), the first notice, an update or the restoration. */
  notice: z.enum(['none', 'first', 'update', 'restored']),
  subscribers: z.number().int(),
});

export type DisruptionBody = z.infer<typeof disruptionBodySchema>;
export type DisruptionResponse = z.infer<typeof disruptionResponseSchema>;
