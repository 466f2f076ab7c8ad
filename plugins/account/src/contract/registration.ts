/**
 * Registration as a customer (requirements §7 POST /v3/user/strongauth/{uuid}, /v3/user/register, GET
 * /v2/user/profile/{uuid}). The routes are the API host's and their schemas core's; named here for the
 * screens, like ./auth.
 */
export {
  REGISTRATION_API,
  strongAuthResponseSchema,
  registerResponseSchema,
  profileResponseSchema,
  type StrongAuthRequest,
  type StrongAuthResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@portal/core/server';
