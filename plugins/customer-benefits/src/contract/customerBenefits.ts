import { z } from 'zod';

/** An administrator's text per language: Finnish is required, a missing Swedish or English falls back to it. */
export type BenefitText = { readonly fi: string; readonly sv?: string; readonly en?: string };

export function pickBenefitLanguage(text: BenefitText, language: string): string {
  return (language === 'sv' || language === 'en' ? text[language] : undefined) ?? text.fi;
}

function textSchema(max: number) {
  const text = z.string().trim().min(1).max(max);
  return z.object({ fi: text, sv: text.optional(), en: text.optional() }).strict();
}

const textsSchema = z.object({ fi: z.string(), sv: z.string().optional(), en: z.string().optional() });

/**
 * One benefit as the customer sees it. The code is there only once they have claimed it: claiming is
 * what the company counts, so the list does not give codes away unasked.
 */
export const customerBenefitSchema = z.object({
  id: z.string(),
  title: textsSchema,
  description: textsSchema,
  /** The partner giving the offer; null: the company's own benefit. */
  partner: z.string().nullable(),
  /** Last Helsinki day the benefit can be used; null: until further notice. */
  validUntil: z.string().nullable(),
  claim: z.object({ code: z.string(), claimedAt: z.string() }).nullable(),
});

/** GET /api/v1/customer-benefits/user/:id/benefits */
export const customerBenefitsResponseSchema = z.object({ benefits: z.array(customerBenefitSchema) });

/** POST /api/v1/customer-benefits/user/:id/benefits/:benefitId/claim — the same answer every time. */
export const benefitClaimSchema = z.object({ code: z.string(), claimedAt: z.string() });

const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'No such day');

/** POST /api/admin/customer-benefits/v1 */
export const createBenefitBodySchema = z
  .object({
    title: textSchema(80),
    description: textSchema(400),
    partner: z.string().trim().min(1).max(80).optional(),
    code: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and hyphens only'),
    modes: z
      .array(z.enum(['B2C', 'B2B']))
      .min(1)
      .max(2),
    validUntil: localDateSchema.optional(),
  })
  .strict();

/** Admin: one stored benefit with every language, its code and how many have claimed it. */
export const adminBenefitSchema = z.object({
  id: z.string(),
  company: z.string(),
  title: textsSchema,
  description: textsSchema,
  partner: z.string().nullable(),
  code: z.string(),
  modes: z.array(z.enum(['B2C', 'B2B'])),
  validUntil: z.string().nullable(),
  claims: z.number().int(),
  createdAt: z.string(),
});

export const adminBenefitListSchema = z.object({ benefits: z.array(adminBenefitSchema) });

export const userParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const claimParamsSchema = z.object({ id: z.string().min(1).max(100), benefitId: z.string().min(1).max(100) });
export const benefitIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export type CustomerBenefit = z.infer<typeof customerBenefitSchema>;
export type CustomerBenefitsResponse = z.infer<typeof customerBenefitsResponseSchema>;
export type BenefitClaim = z.infer<typeof benefitClaimSchema>;
export type CreateBenefitBody = z.input<typeof createBenefitBodySchema>;
export type AdminBenefit = z.infer<typeof adminBenefitSchema>;
export type AdminBenefitList = z.infer<typeof adminBenefitListSchema>;
