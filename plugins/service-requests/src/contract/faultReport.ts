import { z } from 'zod';

/** requirements §7 "fault report data": what happened, per utility (the place's utility decides which apply). */
export const FAULT_KINDS = ['NO_POWER', 'PARTIAL_POWER', 'VOLTAGE', 'NO_HEAT', 'LEAK', 'DAMAGE', 'OTHER'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const ELECTRICITY_FAULTS: readonly FaultKind[] = ['NO_POWER', 'PARTIAL_POWER', 'VOLTAGE', 'DAMAGE', 'OTHER'];
export const DISTRICT_HEATING_FAULTS: readonly FaultKind[] = ['NO_HEAT', 'LEAK', 'DAMAGE', 'OTHER'];

export const faultReportBodySchema = z.object({
  locationIdentifier: z.string().min(1).max(100),
  fault: z.enum(FAULT_KINDS),
  description: z.string().trim().max(2000),
  /** When it started, ISO instant; not in the future (checked against the server clock). */
  startedAt: z.string().datetime({ offset: true }),
  contactName: z.string().trim().min(1, 'Write a name').max(200),
  contactPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{5,20}$/, 'Write a phone number'),
});
export type FaultReportBody = z.infer<typeof faultReportBodySchema>;

export const knownDisruptionSchema = z.object({
  id: z.string(),
  utilityType: z.enum(['ELECTRICITY', 'DISTRICT_HEATING']),
  planned: z.boolean(),
  startedAt: z.string().datetime(),
  estimatedRestorationAt: z.string().datetime().nullable(),
});
export type KnownDisruption = z.infer<typeof knownDisruptionSchema>;

export const faultDisruptionsResponseSchema = z.object({ disruptions: z.array(knownDisruptionSchema) });
export type FaultDisruptionsResponse = z.infer<typeof faultDisruptionsResponseSchema>;

export const faultReportCreatedSchema = z.object({
  reference: z.string(),
  /** The known disruptions that covered the place when it was sent (the report is still recorded). */
  knownDisruptions: z.array(knownDisruptionSchema),
});
export type FaultReportCreated = z.infer<typeof faultReportCreatedSchema>;
