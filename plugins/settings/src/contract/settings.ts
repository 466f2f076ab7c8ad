import { z } from 'zod';

/** POST /api/v2/user/{id}/setEmailSubscription (SPEC "email subscription"): the tips-and-tricks letter. */
export const emailSubscriptionBodySchema = z.object({ subscribedToTipsAndTricks: z.boolean() }).strict();
export const emailSubscriptionResponseSchema = z.object({ subscribedToTipsAndTricks: z.boolean() });

/**
 * The host's account routes the settings page calls (host/server/src/users, gated by this plugin's flag
 * generalSettings). The host validates with the same shapes; these are the web's copies.
 */
export const changeEmailBodySchema = z.object({ newEmail: z.string().trim().email().max(254), password: z.string().min(1).max(200) });
export const changeEmailResponseSchema = z.object({ pendingEmail: z.string(), expiresAt: z.string() });
export const confirmEmailBodySchema = z.object({ code: z.string().regex(/^[0-9]{6}$/) });
export const confirmEmailResponseSchema = z.object({ email: z.string() });
export const deleteAccountBodySchema = z.object({ password: z.string().min(1).max(200) });

/** POST /api/v2/user/{id}/setProperty: the fixed keys (host/server/src/users/userPropertyRoute.ts). */
export const USER_PROPERTY_KEYS = ['language', 'graphMode', 'uiMode'] as const;

export type EmailSubscriptionBody = z.infer<typeof emailSubscriptionBodySchema>;
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** The part of GET /api/v2/me (core's requirements §3 User) the settings page reads; the rest is ignored. */
export const settingsMeSchema = z.object({
  email: z.string(),
  graphMode: z.enum(['AUTOSCALE', 'FROM_ZERO']),
  subscribedToTipsAndTricks: z.boolean(),
  customerCodes: z.array(z.object({ company: z.string(), customerType: z.enum(['B2C', 'B2B']) })),
});
export const userUiSchema = z.object({ uiMode: z.enum(['B2C', 'B2B']) });
export type SettingsMe = z.infer<typeof settingsMeSchema>;
