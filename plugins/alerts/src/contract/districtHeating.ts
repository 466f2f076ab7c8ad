import { z } from 'zod';
import { isEmptyWindow, optionalEmailSchema, optionalPhoneSchema, pushWindowFields } from './common';

/**
 * District heating alerts of a place: the return-temperature alert (above the building type's
 * passable limit for `days` days in a row) and the district heating disruption alert (requirements §3:
 * active, e-mail and SMS notifications, email, mobileNumber, push window).
 */
export const districtHeatingAlertSchema = z.object({
  locationIdentifier: z.string(),
  returnTemperature: z.object({ active: z.boolean(), days: z.number().int(), passableLimitCelsius: z.number() }),
  disruption: z.object({
    active: z.boolean(),
    emailNotifications: z.boolean(),
    smsNotifications: z.boolean(),
    email: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    ...pushWindowFields,
  }),
  triggeredRecently: z.boolean(),
});

export const districtHeatingAlertBodySchema = z
  .object({
    returnTemperature: z.object({ active: z.boolean(), days: z.number().int().min(1).max(14) }).strict(),
    disruption: z
      .object({
        active: z.boolean(),
        emailNotifications: z.boolean(),
        smsNotifications: z.boolean(),
        email: optionalEmailSchema,
        mobileNumber: optionalPhoneSchema,
        ...pushWindowFields,
      })
      .strict()
      .refine((window) => !isEmptyWindow(window), { message: 'The push window must not be empty', path: ['pushEndMinute'] }),
  })
  .strict();

/** PUT .../districtheating/user/:id/bulk: the same settings on every district heating place the caller may change. */
export const districtHeatingBulkResponseSchema = z.object({ places: z.array(districtHeatingAlertSchema) });

export type DistrictHeatingAlert = z.infer<typeof districtHeatingAlertSchema>;
export type DistrictHeatingAlertBody = z.infer<typeof districtHeatingAlertBodySchema>;
