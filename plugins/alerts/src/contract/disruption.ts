import { z } from 'zod';
import { isEmptyWindow, optionalEmailSchema, optionalPhoneSchema, pushWindowFields } from './common';

/** One channel of the electricity disruption alert (requirements §3: active, address, id, push window). */
const channelSettingsSchema = z.object({
  /** Null until the user saves the alert. */
  id: z.string().nullable(),
  active: z.boolean(),
  address: z.string().nullable(),
  ...pushWindowFields,
});

export const disruptionAlertSchema = z.object({
  locationIdentifier: z.string(),
  active: z.boolean(),
  /** A disruption notice went out for this place in the last 24 hours. */
  triggeredRecently: z.boolean(),
  emailSettings: channelSettingsSchema,
  phoneSettings: channelSettingsSchema,
});

const channelBody = <A extends z.ZodTypeAny>(address: A) =>
  z
    .object({ active: z.boolean(), address, ...pushWindowFields })
    .strict()
    .refine((window) => !isEmptyWindow(window), { message: 'The push window must not be empty', path: ['pushEndMinute'] });

export const disruptionAlertBodySchema = z
  .object({
    active: z.boolean(),
    emailSettings: channelBody(optionalEmailSchema),
    phoneSettings: channelBody(optionalPhoneSchema),
  })
  .strict();

export type DisruptionAlert = z.infer<typeof disruptionAlertSchema>;
export type DisruptionAlertBody = z.infer<typeof disruptionAlertBodySchema>;
