/**
 * The auth calls' paths and the code format, without zod: the login screen (in index.html's preload)
 * imports these, so the first screen does not wait for the schema library (docs/performance.md).
 */
export const AUTH_API = {
  login: '/api/auth/v1/login',
  logout: '/api/auth/v1/logout',
  sessionStatus: '/api/auth/v1/session-status',
  refreshSession: '/api/auth/v1/refresh-session',
  signUp: '/api/auth/v1/sign-up',
  confirmSignUp: '/api/auth/v1/confirm-signup',
  resendSignUpCode: '/api/auth/v1/resend-signup-code',
  sendResetPasswordCode: '/api/auth/v1/send-reset-password-code',
  resetPassword: '/api/auth/v1/reset-password',
  forceResetPassword: '/api/auth/v1/force-reset-password',
} as const;

/** Sign-up and reset codes: six digits, delivered by e-mail. */
export const CODE_PATTERN = /^\d{6}$/;
