import { z } from 'zod';
import { GRAPH_MODES } from '../../shared/userEnumerations';

/** requirements §3 User, as GET /api/v2/me answers it. */
export const customerCodeSchema = z.object({
  companyName: z.string(),
  company: z.string(),
  customerCode: z.string(),
  /** Which portal mode this customership is (requirements §6): a user with both may switch between them. */
  customerType: z.enum(['B2C', 'B2B']),
});

export const loginInfoSchema = z.object({
  username: z.string(),
  priwattiId: z.string(),
  groups: z.array(z.string()),
});

export const meResponseSchema = z.object({
  customerCodes: z.array(customerCodeSchema),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The user id; the name is the legacy system's. */
  priwattiUserId: z.string(),
  unreadMessages: z.number().int().nonnegative(),
  userVerified: z.boolean(),
  graphMode: z.enum(GRAPH_MODES),
  subscribedToTipsAndTricks: z.boolean(),
  loginInfo: loginInfoSchema,
});

export const uiModeSchema = z.enum(['B2C', 'B2B']);
/** GET /api/v2/user/{id}/ui */
export const userUiResponseSchema = z.object({ uiMode: uiModeSchema });

export type MeResponse = z.infer<typeof meResponseSchema>;
export type CustomerCode = z.infer<typeof customerCodeSchema>;
