import { z } from 'zod';

/** requirements §4 representation outcomes as requirements §8 names them; the web shows one modal for each. */
export const ACTIVATION_OUTCOMES = [
  'RepresentativeDone',
  'RepresentativeAlreadyActivatedException',
  'RepresentativeAlreadyRevokedException',
  'RepresentativeEmailMismatchException',
  'RepresentativeGeneralException',
] as const;
export type ActivationOutcome = (typeof ACTIVATION_OUTCOMES)[number];

export const REPRESENTATION_STATUSES = ['pending', 'active', 'revoked', 'expired'] as const;
export type RepresentationStatus = (typeof REPRESENTATION_STATUSES)[number];

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD');

export const eligiblePlaceSchema = z.object({
  locationIdentifier: z.string(),
  name: z.string(),
  address: z.string(),
});

/** GET …/eligible: the places the caller owns at this company's portal, the ones they may grant. */
export const eligibleResponseSchema = z.object({ places: z.array(eligiblePlaceSchema) });

export const createRepresentationBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('Give a valid e-mail address').max(254),
  locationIdentifiers: z
    .array(z.string().min(1).max(100))
    .min(1, 'Choose at least one use place')
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'A use place is listed twice'),
  /** Last day of the read right (Helsinki); default one year from today, at most one year ahead. */
  expiresOn: localDate.optional(),
});

export const representationIdBodySchema = z.object({ representationId: z.string().min(1).max(100) });

export const activateBodySchema = z.object({ token: z.string().min(1).max(200) });

export const representationSchema = z.object({
  id: z.string(),
  status: z.enum(REPRESENTATION_STATUSES),
  /** The other side's name (for a pending grant the representative's e-mail). */
  counterpartName: z.string(),
  counterpartEmail: z.string(),
  /** The customer's user id: the one a representative acts for (setActiveUserId). */
  grantorId: z.string(),
  places: z.array(eligiblePlaceSchema),
  createdAt: z.string().datetime(),
  activatedAt: z.string().datetime().nullable(),
  /** Last day the read right holds (Helsinki). */
  expiresOn: localDate,
});

/** GET …/current: pending and active grants, given by the caller and received by the caller. */
export const currentResponseSchema = z.object({
  given: z.array(representationSchema),
  received: z.array(representationSchema),
});

export const activateResponseSchema = z.object({
  outcome: z.enum(ACTIVATION_OUTCOMES),
  /** The grant the outcome is about, when the token named one the caller may see. */
  representation: representationSchema.nullable(),
});

export const viewLogEntrySchema = z.object({
  representativeName: z.string(),
  locationIdentifier: z.string(),
  placeName: z.string(),
  /** What was looked at: the plugin (locations, consumption, invoices, contracts). */
  kind: z.string(),
  /** The hour it was (first) looked at, ISO. */
  at: z.string().datetime(),
});

/** GET …/views: what representatives looked at of the caller's places, newest first. */
export const viewLogResponseSchema = z.object({ views: z.array(viewLogEntrySchema) });

export const viewerSchema = z.object({
  name: z.string(),
  email: z.string(),
  relation: z.enum(['subUser', 'representative']),
  accessRight: z.enum(['READ_ONLY', 'FULL_ACCESS']),
  places: z.array(z.object({ locationIdentifier: z.string(), name: z.string() })),
});

/** GET …/visibility: who else sees the caller's own places (sub-users and representatives). */
export const visibilityResponseSchema = z.object({ viewers: z.array(viewerSchema) });

export type Viewer = z.infer<typeof viewerSchema>;
export type VisibilityResponse = z.infer<typeof visibilityResponseSchema>;
export type EligiblePlace = z.infer<typeof eligiblePlaceSchema>;
export type EligibleResponse = z.infer<typeof eligibleResponseSchema>;
export type CreateRepresentationBody = z.input<typeof createRepresentationBodySchema>;
export type Representation = z.infer<typeof representationSchema>;
export type CurrentResponse = z.infer<typeof currentResponseSchema>;
export type ActivateResponse = z.infer<typeof activateResponseSchema>;
export type ViewLogEntry = z.infer<typeof viewLogEntrySchema>;
export type ViewLogResponse = z.infer<typeof viewLogResponseSchema>;
