import { z } from 'zod';

/** One item of the user's (replace with what the plugin really shows). */
export const reportsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO instant; the page shows it as D.M.YYYY in Helsinki time. */
  createdAt: z.string().datetime(),
});

/** GET /api/v1/reports/user/:id/items */
export const reportsItemsResponseSchema = z.object({ items: z.array(reportsItemSchema) });

export type ReportsItem = z.infer<typeof reportsItemSchema>;
export type ReportsItemsResponse = z.infer<typeof reportsItemsResponseSchema>;
