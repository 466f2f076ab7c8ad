import { CORE_API_VERSION, defineNotificationKind, defineRoute, defineServerPlugin } from '@portal/core/server';
import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MessageListResponse } from '../../contract';
import { MESSAGES_API } from '../../contract/paths';
import { messagesServerPlugin } from '../../server';

/**
 * Another plugin's alert (as the alerts plugin sends them) reaches this inbox through core's delivery
 * alone: nothing here knows that plugin. A stand-in plugin fires one alert for its caller.
 */
const limitKind = defineNotificationKind<{ cents: number }>({
  kind: 'testalerts.price-limit',
  category: 'alert',
  defaultChannels: [],
  render: ({ cents }, language) => ({
    title: language === 'sv' ? 'Priset över gränsen' : 'Hinta ylitti rajan',
    body: `${cents} c/kWh`,
    link: '/hinnat',
  }),
});

const testAlertsPlugin = defineServerPlugin({
  id: 'testalerts',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  notificationKinds: [limitKind],
  routes(app, context) {
    defineRoute(app, {
      method: 'POST',
      url: '/v1/testalerts/fire',
      access: 'session',
      status: 204,
      schemas: { body: z.object({ cents: z.number() }), response: z.undefined() },
      async handler({ body, user }) {
        await context.notifications.notify({ kind: limitKind.kind, userId: user.id, payload: body, dedupeKey: `limit:${body.cents}` });
        return undefined;
      },
    });
  },
});

let server: TestServer;
const OWNER = 'owner@example.fi';

beforeAll(async () => {
  server = await startTestServer({ plugins: [messagesServerPlugin, testAlertsPlugin], users: [OWNER] });
});

afterAll(async () => {
  await server?.close();
});

describe('alerts written by delivery', () => {
  it('land on the alert tab, unread, once per dedupe key, and count in the badge', async () => {
    const owner = await server.loginAs(OWNER);
    await server.db.query(`UPDATE users SET language = 'sv' WHERE id = $1`, [server.users[OWNER]!.id]);
    expect((await owner.post('/api/v1/testalerts/fire', { cents: 42 })).statusCode).toBe(204);
    expect((await owner.post('/api/v1/testalerts/fire', { cents: 42 })).statusCode).toBe(204);
    const alerts = (await owner.get(MESSAGES_API.alertList)).json() as MessageListResponse;
    expect(alerts.messages).toEqual([
      expect.objectContaining({
        type: 'alert',
        kind: 'testalerts.price-limit',
        title: 'Priset över gränsen',
        body: '42 c/kWh',
        link: '/hinnat',
        seen: false,
      }),
    ]);
    expect(((await owner.get(MESSAGES_API.infoList)).json() as MessageListResponse).total).toBe(0);
    expect((await owner.get(MESSAGES_API.unread)).json()).toEqual({ unread: 1, info: 0, alert: 1 });
  });
});
