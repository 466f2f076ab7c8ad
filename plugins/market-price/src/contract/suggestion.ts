import { z } from 'zod';

/** GET /api/v2/weightedConsumptionSuggestion/user/:id/location/:locationIdentifier */
export const suggestionResponseSchema = z.object({
  locationIdentifier: z.string(),
  /** The days the suggestion reads (Helsinki, YYYY-MM-DD, inclusive): the last 28 metered days. */
  from: z.string(),
  to: z.string(),
  /**
   * The local hours whose regular use above the place's base load would save most if moved to the
   * cheapest hour of the day, best first (at most three): kWh per day that could move, the hour's and
   * the cheapest hour's mean spot price (c/kWh with VAT) and the saving in euros per 30 days.
   */
  suggestions: z.array(
    z.object({
      hour: z.number().int().min(0).max(23),
      movableKwhPerDay: z.number(),
      hourPriceCKwh: z.number(),
      cheapestHour: z.number().int().min(0).max(23),
      cheapestPriceCKwh: z.number(),
      savingEurPer30Days: z.number(),
    }),
  ),
});
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;
