import { FEATURE_FLAGS, type ServerPlugin } from '@portal/core/server';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type BuildServerOptions } from '../app';
import type { CompanyPortal } from '../company';
import type { MigrationSet } from '../db/migrations';
import { serverMigrations } from '../serverMigrations';
import { createTestClock, type TestClock } from './testClock';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export const WEB_VERSION = '0.1.0';

export const TEST_COMPANY: CompanyPortal = {
  code: 'VARE',
  pluginIds: [],
  flagDefaults: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])),
};

export interface TestServer {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly clock: TestClock;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<Omit<BuildServerOptions, 'db' | 'clock'>> {
  readonly migrations?: readonly MigrationSet[];
}

/** The real server on a fresh, migrated test database; drive it with `app.inject`. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const plugins: readonly ServerPlugin[] = options.plugins ?? [];
  const database = await createTestDatabase(options.migrations ?? serverMigrations(plugins));
  const clock = createTestClock();
  const app = await buildServer({ company: TEST_COMPANY, devRoutes: true, ...options, plugins, db: database.db, clock });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Cookies as a browser keeps them: later Set-Cookie replaces, an expired one removes. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Removal is by the server's clearCookie (empty value, epoch expiry); tests run on a fake clock, so real time says nothing. */
  store(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.UTC(2000, 0, 1)) || cookie.maxAge === 0;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.set(name, value);
    return copy;
  }
}

/** A browser-like client: sends the web-version header and its cookies, keeps what it is sent. */
export function apiClient(app: FastifyInstance, jar = new CookieJar()) {
  async function call(method: InjectOptions['method'], url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await app.inject({
      method,
      url,
      headers: {
        'x-web-version': WEB_VERSION,
        ...(jar.header() ? { cookie: jar.header() } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    jar.store(response);
    return response;
  }
  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body: unknown = {}, headers?: Record<string, string>) => call('POST', url, body, headers),
    put: (url: string, body: unknown = {}, headers?: Record<string, string>) => call('PUT', url, body, headers),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
