import type { FastifyRequest } from 'fastify';
import { createServiceRef } from '../di/serviceRef';
import type { AuthenticatedUser } from './access';

/**
 * The API-key store behind routes declared with `access: 'apiKey'`: core's route guard (not any one
 * plugin) needs it, so the ref is core's, and the plugin that keeps the keys provides it. It answers
 * the user the key acts as, or null (→ 401); it may throw an ApiError itself, e.g. TOO_MANY_REQUESTS
 * with `details.retryAfterSeconds` (the host sends Retry-After). A company that ships no provider has
 * no key store: every `apiKey` route answers 401.
 */
export interface ApiKeyAuthenticator {
  caller(request: FastifyRequest): Promise<AuthenticatedUser | null>;
}

export const apiKeyAuthServiceRef = createServiceRef<ApiKeyAuthenticator>({ id: 'core.apiKeyAuth' });
