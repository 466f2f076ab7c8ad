import type { LightMyRequestResponse } from 'fastify';

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
