import { z } from 'zod';
import { twoDecimals } from './common';

/**
 * Energy price alert (requirements §3 energyPriceAlert): the next day's spot price with VAT, c/kWh, above
 * `thresholdValue` or below `bottomThresholdValue`. `id` is null until the user saves one.
 */
export const energyPriceAlertSchema = z.object({
  id: z.string().nullable(),
  active: z.boolean(),
  thresholdValue: z.number().nullable(),
  bottomThresholdValue: z.number().nullable(),
});

export const energyPriceAlertBodySchema = z
  .object({
    active: z.boolean(),
    // Prices may be negative (DOMAIN: floor −500 €/MWh = −50 c/kWh); spikes reach thousands of €/MWh.
    thresholdValue: twoDecimals(-50, 1_000).nullable(),
    bottomThresholdValue: twoDecimals(-50, 1_000).nullable(),
  })
  .strict()
  .refine((body) => !body.active || body.thresholdValue !== null || body.bottomThresholdValue !== null, {
    message: 'An active alert needs a threshold',
    path: ['thresholdValue'],
  })
  .refine((body) => body.thresholdValue === null || body.bottomThresholdValue === null || body.bottomThresholdValue < body.thresholdValue, {
    message: 'The bottom threshold must be below the threshold',
    path: ['bottomThresholdValue'],
  });

export const PRICE_REPORT_UNITS = ['KWH', 'MWH'] as const;
export const PRICE_REPORT_VATS = ['VAT_0', 'VAT_24'] as const;

/** Daily price report (requirements §3 energyPriceReport), sent when the next day's prices are loaded. */
export const energyPriceReportSchema = z.object({
  id: z.string().nullable(),
  active: z.boolean(),
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  unit: z.enum(PRICE_REPORT_UNITS),
  vat: z.enum(PRICE_REPORT_VATS),
});

export const energyPriceReportBodySchema = z
  .object({
    active: z.boolean(),
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    unit: z.enum(PRICE_REPORT_UNITS),
    vat: z.enum(PRICE_REPORT_VATS),
  })
  .strict()
  .refine((body) => !body.active || body.emailNotifications || body.pushNotifications, {
    message: 'An active report needs e-mail or push',
    path: ['emailNotifications'],
  });

export type EnergyPriceAlert = z.infer<typeof energyPriceAlertSchema>;
export type EnergyPriceReport = z.infer<typeof energyPriceReportSchema>;
