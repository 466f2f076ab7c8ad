import {
  acceptedResponseSchema,
  confirmSignUpRequestSchema,
  confirmSignUpResponseSchema,
  emailRequestSchema,
  emptyBodySchema,
  forceResetPasswordRequestSchema,
  loginRequestSchema,
  newPasswordSchema,
  passwordChangedResponseSchema,
  resetPasswordRequestSchema,
  sessionStatusSchema,
  signUpRequestSchema,
  signUpResponseSchema,
} from '@portal/core/server';
import { z } from 'zod';
import { AUTH_API } from './authPaths';

/**
 * requirements §7's ten auth calls (POST /api/auth/v1/<name>). The routes are the API host's, and their
 * schemas live in core (`@portal/core/server` contracts) because the host validates with them; this
 * file names them per call, so the screens and the server can never disagree about a body. Error
 * answers use core's body ({ error: { code, message, field, details } }) with the codes the screens
 * act on (see AUTH_ERROR_CODES). The paths are in ./authPaths, which imports no zod.
 */
export { AUTH_API, CODE_PATTERN } from './authPaths';

export type AuthCall = keyof typeof AUTH_API;

/** Request and response schema of each call, keyed like AUTH_API. */
export const AUTH_SCHEMAS = {
  login: { body: loginRequestSchema, response: sessionStatusSchema },
  logout: { body: emptyBodySchema, response: z.undefined() },
  sessionStatus: { body: emptyBodySchema, response: sessionStatusSchema },
  refreshSession: { body: emptyBodySchema, response: sessionStatusSchema },
  signUp: { body: signUpRequestSchema, response: signUpResponseSchema },
  confirmSignUp: { body: confirmSignUpRequestSchema, response: confirmSignUpResponseSchema },
  resendSignUpCode: { body: emailRequestSchema, response: acceptedResponseSchema },
  sendResetPasswordCode: { body: emailRequestSchema, response: acceptedResponseSchema },
  resetPassword: { body: resetPasswordRequestSchema, response: passwordChangedResponseSchema },
  forceResetPassword: { body: forceResetPasswordRequestSchema, response: passwordChangedResponseSchema },
} as const satisfies Record<AuthCall, { body: z.ZodTypeAny; response: z.ZodTypeAny }>;

export type LoginBody = z.input<typeof loginRequestSchema>;
export type SignUpBody = z.input<typeof signUpRequestSchema>;
export type ConfirmSignUpBody = z.input<typeof confirmSignUpRequestSchema>;
export type EmailBody = z.input<typeof emailRequestSchema>;
export type ResetPasswordBody = z.input<typeof resetPasswordRequestSchema>;
export type ForceResetPasswordBody = z.input<typeof forceResetPasswordRequestSchema>;

/** Re-exported so the screens check fields with the server's own rules before sending. */
export {
  loginRequestSchema,
  newPasswordSchema,
  signUpRequestSchema,
  sessionStatusSchema,
  signUpResponseSchema,
  confirmSignUpResponseSchema,
  acceptedResponseSchema,
  passwordChangedResponseSchema,
};

/** PASSWORD_RESET_REQUIRED carries the ticket that force-reset-password takes instead of a session. */
export const passwordResetRequiredDetailsSchema = z.object({ resetTicket: z.string() });

/** Error codes the account screens turn into messages a person can act on. */
export const AUTH_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'TOO_MANY_REQUESTS',
  'PASSWORD_RESET_REQUIRED',
  'EMAIL_NOT_CONFIRMED',
  'ACCOUNT_ALREADY_EXISTS',
  'INVALID_CODE',
  'BAD_REQUEST',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
