import { z } from 'zod';
import { COMPANIES } from '../../permissions/permissionKeys';

/**
 * Registration as a customer (docs/registration.md): requirements §7's POST /v3/user/strongauth/{uuid},
 * POST /v3/user/register and GET /v2/user/profile/{uuid}. The host implements them; the account
 * plugin's screens call them.
 */
export const REGISTRATION_API = {
  strongAuth: (attemptId: string) => `/api/v3/user/strongauth/${encodeURIComponent(attemptId)}`,
  register: '/api/v3/user/register',
  profile: (userId: string) => `/api/v2/user/profile/${encodeURIComponent(userId)}`,
} as const;

const uuid = z.string().uuid('Not a UUID');

export const strongAuthParamsSchema = z.object({ uuid });

/**
 * SPEC "strong authentication" body. `start` opens an identification under the web's new id and
 * answers the provider's authorize URL; `complete` hands back what the provider returned to the
 * redirect page (code and state, or the provider's error).
 */
export const strongAuthRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start') }).strict(),
  z
    .object({
      action: z.literal('complete'),
      state: z.string().min(1).max(200),
      code: z.string().min(1).max(2000).optional(),
      /** The provider's error code (e.g. access_denied when the person cancelled). */
      error: z.string().min(1).max(200).optional(),
    })
    // Exactly one of code and error: the host checks (a refinement cannot sit in a discriminated union).
    .strict(),
]);

export const strongAuthResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('started'), authorizeUrl: z.string().url() }),
  /** The identified person's name, for the page to greet; nothing else about them leaves the server. */
  z.object({ status: z.literal('verified'), name: z.string() }),
  z.object({ status: z.literal('cancelled') }),
]);

/** Customer numbers are digits; the reference may be typed with spaces (RF references are printed in groups). */
export const customerNumberSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,20}$/, 'Customer number is digits only');
export const invoiceReferenceSchema = z
  .string()
  .trim()
  .min(2, 'Invoice reference is too short')
  .max(40, 'Invoice reference is too long')
  .regex(/^[0-9A-Za-z ]+$/, 'Invoice reference is letters, digits and spaces');

/**
 * SPEC "registration" and "add customership" bodies: the same proof either way (the first customership
 * or another one). Either a completed strong identification or a customer number with the payment
 * reference of one of its invoices from the last 12 months.
 */
export const registerRequestSchema = z.discriminatedUnion('proof', [
  z.object({ proof: z.literal('strongAuthentication'), attemptId: uuid }).strict(),
  z
    .object({
      proof: z.literal('invoice'),
      /** Default: the company whose portal this is. */
      company: z.enum(COMPANIES).optional(),
      customerNumber: customerNumberSchema,
      invoiceReference: invoiceReferenceSchema,
    })
    .strict(),
]);

export const linkedCustomershipSchema = z.object({
  company: z.enum(COMPANIES),
  customerCode: z.string(),
  customerType: z.enum(['B2C', 'B2B']),
  places: z.number().int().nonnegative(),
});

export const registerResponseSchema = z.object({
  /** Customerships added by this call (empty when the user already held every proven one). */
  added: z.array(linkedCustomershipSchema),
  /** Every customer code the user now holds. */
  customerCodes: z.array(z.object({ company: z.enum(COMPANIES), customerCode: z.string() })),
});

export const profileParamsSchema = z.object({ uuid: z.string().min(1).max(100) });

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

export const profileQuerySchema = z.object({ refreshMappings: booleanText.optional(), forceRefreshMappings: booleanText.optional() }).strict();

export const profileResponseSchema = z.object({
  priwattiUserId: z.string(),
  name: z.string(),
  email: z.string(),
  customerCodes: z.array(z.object({ company: z.enum(COMPANIES), customerCode: z.string(), customerType: z.enum(['B2C', 'B2B']) })),
  /** Places the user sees (any relation). */
  locationCount: z.number().int().nonnegative(),
  /** What the refresh changed: owner grants added and removed (both 0 without a refresh). */
  mappings: z.object({ added: z.number().int().nonnegative(), removed: z.number().int().nonnegative() }),
});

export type StrongAuthRequest = z.infer<typeof strongAuthRequestSchema>;
export type StrongAuthResponse = z.infer<typeof strongAuthResponseSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
