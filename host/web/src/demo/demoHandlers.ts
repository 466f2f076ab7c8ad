import type { DemoAnswers, PluginManifest } from '@portal/core';
import { demoAnswerFunction } from '@portal/core/demo';
import { http, HttpResponse, type HttpHandler } from 'msw';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A route of a RoutedDemoAnswer: `GET /api/v2/me` → method and msw path pattern. */
function parseRoute(route: string): { method: Method; path: string } {
  const [method = '', path = ''] = route.split(' ');
  return { method: method.toLowerCase() as Method, path };
}

/** Path parameters and query values merged into one record (the DemoAnswer contract). */
function paramsOf(request: Request, params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const merged: Record<string, string> = {};
  new URL(request.url).searchParams.forEach((value, key) => (merged[key] = value));
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') merged[key] = value;
  return merged;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An answer's value as the response the browser gets: JSON, a Blob (PDF), a ready Response, or 404. */
function responseOf(value: unknown): Response {
  if (value instanceof Response) return value;
  if (value instanceof Blob) return new HttpResponse(value, { headers: { 'Content-Type': value.type || 'application/octet-stream' } });
  if (value === undefined) return HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  return HttpResponse.json(value as Record<string, unknown>);
}

/**
 * msw handlers from routed demo answers. Answers named without a route cannot be served and are
 * returned as `unrouted` (listed in the console at start-up), so a plugin missing its route shows up.
 */
export function handlersFrom(
  answerSets: readonly DemoAnswers[],
  onWrite: (route: string) => void = () => undefined,
): { handlers: HttpHandler[]; unrouted: string[] } {
  const handlers: HttpHandler[] = [];
  const unrouted: string[] = [];
  for (const answers of answerSets) {
    for (const [name, entry] of Object.entries(answers)) {
      if (typeof entry === 'function') {
        unrouted.push(name);
        continue;
      }
      const { method, path } = parseRoute(entry.route);
      const answer = demoAnswerFunction(entry);
      // A write on the in-memory copy (not the session calls) gets the "saved only in this demo" notice.
      const write = method !== 'get' && !path.startsWith('/api/auth/');
      handlers.push(
        http[method](path, async ({ request, params }) => {
          const response = responseOf(answer(paramsOf(request, params), await bodyOf(request)));
          if (write && response.ok) onWrite(entry.route);
          return response;
        }),
      );
    }
  }
  // Nothing under /api ever reaches a server in the demo: a call no plugin answers gets a 501 in the
  // server's error shape, instead of a request to a host that is not there. A read shows the page's
  // error state; a write's error modal says the action is not in the demo (core DEMO_NOT_AVAILABLE).
  handlers.push(
    http.all('/api/*', () =>
      HttpResponse.json({ error: { code: 'DEMO_NOT_AVAILABLE', message: 'Tämä toiminto ei ole käytössä demossa.' } }, { status: 501 }),
    ),
  );
  return { handlers, unrouted };
}

/** Every mounted plugin's answers (loaded through its manifest's `demo` loader). */
export async function pluginDemoAnswers(plugins: readonly PluginManifest[]): Promise<DemoAnswers[]> {
  const loaders = plugins.flatMap((plugin) => (plugin.demo ? [plugin.demo()] : []));
  return Promise.all(loaders);
}
