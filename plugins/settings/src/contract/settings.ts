import { z } from 'zod';

/** One item of the user's (replace with what the plugin really shows). */
export const settingsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO instant; the page shows it as D.M.YYYY in Helsinki time. */
  createdAt: z.string().datetime(),
});

/** GET /api/v1/settings/user/:id/items */
export const settingsItemsResponseSchema = z.object({ items: z.array(settingsItemSchema) });

export type SettingsItem = z.infer<typeof settingsItemSchema>;
export type SettingsItemsResponse = z.infer<typeof settingsItemsResponseSchema>;
