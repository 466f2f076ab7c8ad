import { z } from 'zod';

/** The alerts a place can have; which ones a place supports follows its utility and features. */
export const PLACE_ALERT_KINDS = ['consumption', 'disruptionElectricity', 'districtHeatingReturnTemperature', 'districtHeatingDisruption'] as const;
export type PlaceAlertKind = (typeof PLACE_ALERT_KINDS)[number];

export const placeAlertSummarySchema = z.object({
  kind: z.enum(PLACE_ALERT_KINDS),
  active: z.boolean(),
  /** The place's feature is read-only for this user (a representative): shown, not changed. */
  readOnly: z.boolean(),
});

export const alertPlaceSchema = z.object({
  locationIdentifier: z.string(),
  name: z.string(),
  address: z.string(),
  utilityType: z.enum(['ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION']),
  alerts: z.array(placeAlertSummarySchema),
  triggeredRecently: z.boolean(),
});

/** GET /v2/alerts/user/:id/places: every place the caller sees with the alerts it supports. */
export const alertPlacesResponseSchema = z.object({ places: z.array(alertPlaceSchema) });

/** GET /v2/alerts/checkElectricityContracts: whether the caller has a place with an electricity contract in force. */
export const checkElectricityContractsResponseSchema = z.object({
  hasElectricityContracts: z.boolean(),
  locationIdentifiers: z.array(z.string()),
});

export type AlertPlace = z.infer<typeof alertPlaceSchema>;
export type AlertPlacesResponse = z.infer<typeof alertPlacesResponseSchema>;
