import { z } from 'zod';

export const CAMPAIGN_LANGUAGES = ['fi', 'sv', 'en'] as const;
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];

/** The portal modes a campaign can be aimed at (requirements §6 modes). */
export const CAMPAIGN_MODES = ['B2C', 'B2B'] as const;
export type CampaignMode = (typeof CAMPAIGN_MODES)[number];

/**
 * What a customer's use places have, derived on the server from the domain model (locations' utility
 * type, the contracts in force today): a campaign naming features reaches only customers whose places
 * together have every one of them. No features: every customer of the company in the chosen modes.
 */
export const PLACE_FEATURES = ['electricity', 'districtHeating', 'microgeneration', 'spotContract', 'fixedContract'] as const;
export type PlaceFeature = (typeof PLACE_FEATURES)[number];

/** requirements §4: draft → published → expired. A draft is never shown to a customer. */
export const CAMPAIGN_STATUSES = ['draft', 'published', 'expired'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** An administrator's text per language: Finnish is required, a missing Swedish or English falls back to it. */
export type CampaignText = { readonly fi: string; readonly sv?: string; readonly en?: string };

export function pickCampaignLanguage(text: CampaignText, language: string): string {
  return (language === 'sv' || language === 'en' ? text[language] : undefined) ?? text.fi;
}

function textSchema(max: number) {
  const text = z.string().trim().min(1).max(max);
  return z.object({ fi: text, sv: text.optional(), en: text.optional() }).strict();
}

/** An https address or a path inside the portal; never http, javascript: or "//host". */
export function isCampaignLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A Helsinki calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'No such day');

/**
 * POST /api/v2/campaign and PUT /api/v2/campaign/{id} (the whole campaign each time). The campaign runs
 * from the start of `startDate` to the end of `endDate`, Helsinki days; `publish: false` keeps it a draft.
 */
export const campaignBodySchema = z
  .object({
    title: textSchema(80),
    body: textSchema(600),
    linkUrl: z.string().trim().max(500).refine(isCampaignLink, 'Use an https address or a portal path starting with /').optional(),
    linkText: textSchema(60).optional(),
    modes: z.array(z.enum(CAMPAIGN_MODES)).min(1).max(2),
    placeFeatures: z.array(z.enum(PLACE_FEATURES)).max(PLACE_FEATURES.length).default([]),
    startDate: localDateSchema,
    endDate: localDateSchema,
    publish: z.boolean().default(false),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.endDate < body.startDate) context.addIssue({ code: 'custom', path: ['endDate'], message: 'The end is before the start' });
    if (body.linkUrl && !body.linkText) context.addIssue({ code: 'custom', path: ['linkText'], message: 'A link needs its text' });
    if (body.linkText && !body.linkUrl) context.addIssue({ code: 'custom', path: ['linkUrl'], message: 'The link text needs a link' });
  });

const textsSchema = z.object({ fi: z.string(), sv: z.string().optional(), en: z.string().optional() });

/** One campaign with every language; customers get the same shape for a campaign meant for them. */
export const campaignSchema = z.object({
  id: z.string(),
  company: z.string(),
  title: textsSchema,
  body: textsSchema,
  linkUrl: z.string().nullable(),
  linkText: textsSchema.nullable(),
  modes: z.array(z.enum(CAMPAIGN_MODES)),
  placeFeatures: z.array(z.enum(PLACE_FEATURES)),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const campaignListSchema = z.object({ campaigns: z.array(campaignSchema) });

/** GET /api/v2/campaign/current/{userId}: the one campaign for this customer now, or null. */
export const currentCampaignResponseSchema = z.object({ campaign: campaignSchema.nullable() });

export const campaignIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const campaignUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });

export type CampaignBody = z.input<typeof campaignBodySchema>;
export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignList = z.infer<typeof campaignListSchema>;
export type CurrentCampaignResponse = z.infer<typeof currentCampaignResponseSchema>;
