import { z } from 'zod';

/** One item of the user's (replace with what the plugin really shows). */
export const b2bItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO instant; the page shows it as D.M.YYYY in Helsinki time. */
  createdAt: z.string().datetime(),
});

/** GET /api/v1/b2b/user/:id/items */
export const b2bItemsResponseSchema = z.object({ items: z.array(b2bItemSchema) });

export type B2bItem = z.infer<typeof b2bItemSchema>;
export type B2bItemsResponse = z.infer<typeof b2bItemsResponseSchema>;
