import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationsPlugin } from '@portal/plugin-locations';
import { handlersFrom, pluginDemoAnswers } from './demoHandlers';

import { createHostDemoAnswers } from './hostDemoAnswers';
// msw resolves the handlers' relative paths against the page's origin, as in the browser.
const ORIGIN = globalThis.location.origin;

describe('demo request mock', () => {
  const unnamed = { unrouted: (params: Record<string, string>) => params };
  const writes: string[] = [];
  const { handlers, unrouted } = handlersFrom([createHostDemoAnswers({ code: 'VARE', displayName: 'Vaasan Sähkö' }), unnamed], (route) =>
    writes.push(route),
  );
  const server = setupServer();

  beforeAll(async () => {
    const plugins = handlersFrom(await pluginDemoAnswers([locationsPlugin]));
    server.use(...handlers.slice(0, -1), ...plugins.handlers);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${ORIGIN}${path}`, { method, ...(body ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } : {}) });

  it('signs the demo user in and out (/v2/me is 401 when signed out) and reports writes', async () => {
    expect((await call('GET', '/api/v2/me')).status).toBe(401);
    const login = await (await call('POST', '/api/auth/v1/login', { email: 'x', password: 'y' })).json();
    expect(login.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(await (await call('GET', '/api/v2/me')).json()).toMatchObject({ priwattiUserId: '1000000' });
    // A write on the in-memory copy is reported (the banner's notice); session calls are not writes.
    await call('POST', '/api/v2/user/1000000/setProperty', { uiMode: 'B2B' });
    expect(await (await call('GET', '/api/v2/user/1000000/ui')).json()).toEqual({ uiMode: 'B2B' });
    expect(writes).toEqual(['POST /api/v2/user/:userId/setProperty']);
    await call('POST', '/api/auth/v1/logout');
    expect((await (await call('POST', '/api/auth/v1/session-status')).json()).expiresAt).toBeNull();
  });

  it("serves a plugin's routed answers with path parameters, and 404 for an unknown id", async () => {
    const content = await (await call('GET', '/api/v2/servicelocation/user/1000000/content')).json();
    expect(content.content).toHaveLength(2);
    const detail = await call('GET', '/api/v2/servicelocation/user/1000000/location/DEMO-HEAT/details');
    expect(await detail.json()).toMatchObject({ utilityType: 'DISTRICT_HEATING' });
    expect((await call('GET', '/api/v2/servicelocation/user/1000000/location/NOPE/details')).status).toBe(404);
  });

  it('answers any other /api call with 501 (never a real server) and lists answers without a route', async () => {
    const last = handlersFrom([]).handlers;
    server.use(...last);
    const answer = await call('POST', '/api/v2/messages/whatever');
    expect(answer.status).toBe(501);
    // The server's error shape, so the client reads the code and its modal says "not in the demo".
    expect(await answer.json()).toMatchObject({ error: { code: 'DEMO_NOT_AVAILABLE' } });
    expect(unrouted).toEqual(['unrouted']);
  });
});
