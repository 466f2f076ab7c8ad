import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPANIES } from '@portal/core/server';
import { z } from 'zod';

/** The repository root, whatever the working directory (npm -w runs scripts inside the package). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * Default 127.0.0.1: a developer's `npm start` should not expose demo accounts to the network.
   * Containers and hosts behind a load balancer set HOST=0.0.0.0 explicitly.
   */
  HOST: z.string().default('127.0.0.1'),
  COMPANY: z.enum(COMPANIES).default('VARE'),
  DATABASE_URL: z.string().url().optional(),
  /** Embedded database folder; default var/db-shared at the repository root. */
  DATA_DIR: z.string().optional(),
  /** Root of the company web builds (host/web/dist/<COMPANY>). */
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Asiakasportaali <no-reply@portal.invalid>'),
  /** The portal's public origin, for links in mails (unsubscribe); default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Set to true only behind a proxy that sets X-Forwarded-For/-Proto itself. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /**
   * Fill an empty database with the demo data set at start. Default: on, except in production, where
   * demo accounts with a published password must never appear.
   */
  DEMO_DATA: z.enum(['true', 'false', '1', '0']).optional(),
  /** Web push identity (base64url, `npx web-push generate-vapid-keys`); without them development generates a pair, production sends no push. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who push services contact about this sender: `mailto:` or `https:`. Required in production with the keys. */
  VAPID_SUBJECT: z.string().min(1).optional(),
  /**
   * Strong identification (docs/registration.md): an OpenID Connect provider's issuer URL, this
   * portal's client id and secret there, and the redirect URI registered with it (default
   * PUBLIC_URL/asiakkaaksi/tunnistus). All or none of issuer, id and secret.
   */
  STRONG_AUTH_ISSUER: z.string().url().optional(),
  STRONG_AUTH_CLIENT_ID: z.string().min(1).optional(),
  STRONG_AUTH_CLIENT_SECRET: z.string().min(1).optional(),
  STRONG_AUTH_REDIRECT_URI: z.string().url().optional(),
  STRONG_AUTH_SCOPE: z.string().min(1).optional(),
  /** The ID token claim with the personal identity code; default `hetu`. */
  STRONG_AUTH_PERSON_ID_CLAIM: z.string().min(1).optional(),
  /** Key of the keyed digest kept instead of identity codes (at least 32 characters); required in production with strong identification. */
  PERSON_ID_KEY: z.string().min(32).optional(),
  /** Serve the local test identity provider at /test-idp; default on where demo data is, refused in production. */
  TEST_IDP: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function wantsDemoData(env: ServerEnv): boolean {
  if (env.DEMO_DATA !== undefined) return env.DEMO_DATA === 'true' || env.DEMO_DATA === '1';
  return env.NODE_ENV !== 'production';
}

/** Reads and checks the environment once at start; a typo fails loudly instead of defaulting. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}
