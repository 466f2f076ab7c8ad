import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from './access';
import type { ServerPluginContext } from './serverPlugin';

/**
 * The API-key store behind routes declared with `access: 'apiKey'` (external API v1). The plugin that
 * keeps the keys declares it in its ServerPlugin's `apiKeys`; the host's route guard asks it for the
 * caller of a request. It answers the user the key acts as, or null (→ 401); it may throw an ApiError
 * itself, e.g. TOO_MANY_REQUESTS with `details.retryAfterSeconds` (the host sends Retry-After).
 * A host whose company ships no such plugin has no key store: every `apiKey` route answers 401.
 */
export interface ApiKeyAuthenticator {
  caller(request: FastifyRequest, context: ServerPluginContext): Promise<AuthenticatedUser | null>;
}
