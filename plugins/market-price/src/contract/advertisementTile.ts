import { z } from 'zod';

export const TILE_LANGUAGES = ['fi', 'sv', 'en'] as const;
export type TileLanguage = (typeof TILE_LANGUAGES)[number];

/** An administrator's text per language: Finnish is required, a missing Swedish or English falls back to it. */
export type TileText = { readonly fi: string; readonly sv?: string; readonly en?: string };

function tileTextSchema(max: number) {
  const text = z.string().trim().min(1).max(max);
  return z.object({ fi: text, sv: text.optional(), en: text.optional() }).strict();
}

export function pickTileLanguage(text: TileText, language: TileLanguage): string {
  return text[language] ?? text.fi;
}

/**
 * Where the tile's link may go: an https address, or a path inside the portal ("/sopimukset"). No
 * http, javascript: or protocol-relative "//host" — an administrator's typo must not send a visitor to
 * an unencrypted or script address.
 */
export function isTileLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** GET /api/v2/marketpriceapp/advertisementtile?language — public like the price page it shows on. */
export const advertisementTileQuerySchema = z.object({ language: z.enum(TILE_LANGUAGES).default('fi') });

export const advertisementTileSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** null: the tile is text only. */
  link: z.object({ url: z.string(), text: z.string() }).nullable(),
});

export const advertisementTileResponseSchema = z.object({ tile: advertisementTileSchema.nullable() });

const textsSchema = z.object({ fi: z.string(), sv: z.string().optional(), en: z.string().optional() });

/** Admin: one stored tile with every language. */
export const adminAdvertisementTileSchema = z.object({
  id: z.string(),
  company: z.string(),
  title: textsSchema,
  body: textsSchema,
  linkUrl: z.string().nullable(),
  linkText: textsSchema.nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminAdvertisementTileListSchema = z.object({ tiles: z.array(adminAdvertisementTileSchema) });

/**
 * POST /api/admin/advertisement-tile/v1 — published at once unless startsAt says later; a link needs
 * its text (a bare "read more" would not say where it goes) and the text needs a link.
 */
export const createAdvertisementTileBodySchema = z
  .object({
    title: tileTextSchema(80),
    body: tileTextSchema(400),
    linkUrl: z.string().trim().max(500).refine(isTileLink, 'Use an https address or a portal path starting with /').optional(),
    linkText: tileTextSchema(60).optional(),
    startsAt: z.string().datetime({ offset: true }).optional(),
    endsAt: z.string().datetime({ offset: true }).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.linkUrl && !body.linkText) context.addIssue({ code: 'custom', path: ['linkText'], message: 'A link needs its text' });
    if (body.linkText && !body.linkUrl) context.addIssue({ code: 'custom', path: ['linkUrl'], message: 'The link text needs a link' });
  });

export const advertisementTileIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export type AdvertisementTile = z.infer<typeof advertisementTileSchema>;
export type AdvertisementTileResponse = z.infer<typeof advertisementTileResponseSchema>;
export type AdminAdvertisementTile = z.infer<typeof adminAdvertisementTileSchema>;
export type CreateAdvertisementTileBody = z.input<typeof createAdvertisementTileBodySchema>;
