import { z } from 'zod';
import { twoDecimals } from './common';

/** Consumption alert of a place (requirements §3): daily kWh above the top or below the bottom threshold. */
export const consumptionAlertSchema = z.object({
  locationIdentifier: z.string(),
  active: z.boolean(),
  topThreshold: z.number().nullable(),
  bottomThreshold: z.number().nullable(),
});

export const consumptionAlertBodySchema = z
  .object({
    active: z.boolean(),
    topThreshold: twoDecimals(0, 1_000_000).nullable(),
    bottomThreshold: twoDecimals(0, 1_000_000).nullable(),
  })
  .strict()
  .refine((body) => !body.active || body.topThreshold !== null || body.bottomThreshold !== null, {
    message: 'An active alert needs a top or a bottom threshold',
    path: ['topThreshold'],
  })
  .refine((body) => body.topThreshold === null || body.bottomThreshold === null || body.bottomThreshold < body.topThreshold, {
    message: 'The bottom threshold must be below the top threshold',
    path: ['bottomThreshold'],
  });

export type ConsumptionAlert = z.infer<typeof consumptionAlertSchema>;
export type ConsumptionAlertBody = z.infer<typeof consumptionAlertBodySchema>;
