import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createTestIdpKeys } from './testIdpKeys';
import { PICKER_STYLES, renderPersonPicker } from './testIdpPage';
import { TEST_IDP_PATH, type TestIdpPerson, type TestIdpSettings } from './testIdpSettings';

interface PendingCode {
  readonly person: TestIdpPerson;
  readonly nonce: string;
  readonly codeChallenge: string;
  readonly redirectUri: string;
  readonly expiresAt: number;
}

const CODE_LIFETIME_MS = 60_000;
const ID_TOKEN_LIFETIME_S = 300;

const sameText = (a: string, b: string) => {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
};

type Params = Record<string, string | undefined>;

/**
 * A minimal OpenID Connect provider: discovery, JWKS, an authorize page listing test persons,
 * and a token endpoint (client_secret_basic or _post, PKCE S256 required) issuing RS256 ID tokens
 * with `hetu`, `name`, `given_name` and `family_name`. Codes live in this process's memory for a
 * minute and work once. Mounted by the server only outside production (see app.ts).
 */
export async function registerTestIdentityProvider(app: FastifyInstance, settings: TestIdpSettings, now: () => Date): Promise<void> {
  const keys = await createTestIdpKeys();
  const codes = new Map<string, PendingCode>();
  const endpoint = (name: string) => `${settings.issuer}/${name}`;

  await app.register(
    async (idp) => {
      idp.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });

      idp.get('/.well-known/openid-configuration', async () => ({
        issuer: settings.issuer,
        authorization_endpoint: endpoint('authorize'),
        token_endpoint: endpoint('token'),
        jwks_uri: endpoint('jwks'),
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'profile'],
        claims_supported: ['sub', 'name', 'given_name', 'family_name', 'hetu'],
      }));

      idp.get('/jwks', async () => keys.jwks);
      idp.get('/style.css', async (_request, reply) => reply.type('text/css').send(PICKER_STYLES));

      /** The request must name this client, its registered redirect URI, code flow and PKCE S256. */
      function authorizeProblem(params: Params): string | null {
        if (params.client_id !== settings.clientId) return 'unknown client_id';
        if (params.redirect_uri !== settings.redirectUri) return 'redirect_uri is not registered';
        if (params.response_type !== 'code') return 'response_type must be code';
        if (!params.scope?.split(' ').includes('openid')) return 'scope must include openid';
        if (!params.state || !params.nonce) return 'state and nonce are required';
        if (!params.code_challenge || params.code_challenge_method !== 'S256') return 'PKCE with S256 is required';
        return null;
      }

      const pickerFields = (params: Params) => {
        const names = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method'];
        return Object.fromEntries(names.map((name) => [name, params[name] ?? '']));
      };

      const badRequest = (reply: FastifyReply, message: string) => reply.code(400).type('text/plain; charset=utf-8').send(message);

      idp.get('/authorize', async (request, reply) => {
        const params = request.query as Params;
        const problem = authorizeProblem(params);
        // With a bad client or redirect the provider must not redirect anywhere (RFC 6749 4.1.2.1).
        if (problem) return badRequest(reply, problem);
        return reply.type('text/html; charset=utf-8').send(renderPersonPicker(endpoint('authorize'), pickerFields(params), settings.persons));
      });

      idp.post('/authorize', async (request, reply) => {
        const params = (request.body ?? {}) as Params;
        const problem = authorizeProblem(params);
        if (problem) return badRequest(reply, problem);
        const back = new URL(settings.redirectUri);
        back.searchParams.set('state', params.state!);
        if (params.decision === 'cancel') {
          back.searchParams.set('error', 'access_denied');
          return reply.redirect(back.toString(), 303);
        }
        const person = settings.persons[Number(params.person)];
        if (!person || !/^\d+$/.test(params.person ?? '')) {
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(renderPersonPicker(endpoint('authorize'), pickerFields(params), settings.persons, 'Valitse testihenkilö.'));
        }
        const code = randomBytes(32).toString('base64url');
        codes.set(code, {
          person,
          nonce: params.nonce!,
          codeChallenge: params.code_challenge!,
          redirectUri: params.redirect_uri!,
          expiresAt: now().getTime() + CODE_LIFETIME_MS,
        });
        back.searchParams.set('code', code);
        return reply.redirect(back.toString(), 303);
      });

      idp.post('/token', async (request, reply) => {
        const params = (request.body ?? {}) as Params;
        const tokenError = (error: string, status = 400) => reply.code(status).header('cache-control', 'no-store').send({ error });
        let clientId = params.client_id;
        let clientSecret = params.client_secret;
        const authorization = request.headers.authorization;
        if (authorization?.startsWith('Basic ')) {
          const [id, secret] = Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':');
          clientId = decodeURIComponent(id ?? '');
          clientSecret = decodeURIComponent(secret ?? '');
        }
        if (clientId !== settings.clientId || !sameText(clientSecret ?? '', settings.clientSecret)) return tokenError('invalid_client', 401);
        if (params.grant_type !== 'authorization_code') return tokenError('unsupported_grant_type');
        const pending = params.code ? codes.get(params.code) : undefined;
        // A code works once, whatever happens next.
        if (params.code) codes.delete(params.code);
        if (!pending || pending.expiresAt < now().getTime()) return tokenError('invalid_grant');
        if (params.redirect_uri !== pending.redirectUri) return tokenError('invalid_grant');
        const challenge = createHash('sha256')
          .update(params.code_verifier ?? '')
          .digest('base64url');
        if (!params.code_verifier || !sameText(challenge, pending.codeChallenge)) return tokenError('invalid_grant');
        const { person } = pending;
        const idToken = await keys.sign(
          {
            iss: settings.issuer,
            aud: settings.clientId,
            // A pairwise-looking subject: stable per person, not the identity code itself.
            sub: createHash('sha256').update(`test-idp:${person.hetu}`).digest('hex').slice(0, 32),
            nonce: pending.nonce,
            name: person.name,
            given_name: person.givenName,
            family_name: person.familyName,
            hetu: person.hetu,
          },
          now(),
          ID_TOKEN_LIFETIME_S,
        );
        return reply.header('cache-control', 'no-store').send({
          access_token: randomBytes(32).toString('base64url'),
          token_type: 'Bearer',
          expires_in: ID_TOKEN_LIFETIME_S,
          id_token: idToken,
        });
      });
    },
    { prefix: TEST_IDP_PATH },
  );
}
