import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageListResponse, Notice, Popup, UnreadCount } from '../../contract';
import { MESSAGES_API } from '../../contract/paths';
import { messagesServerPlugin } from '../../server';
import { seedMessagesDemoData } from './messagesDemoData';

/** The demo data set as the demo customer meets it, through the real routes. */
let server: TestServer;
let password: string;

beforeAll(async () => {
  server = await startTestServer({ plugins: [messagesServerPlugin], now: new Date('2026-02-06T10:00:00Z') });
  ({ password } = await server.seedDemoData({ days: 1 }));
  await server.db.transaction((tx) => seedMessagesDemoData(tx, { seed: 1, today: server.clock.now() }));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('messages demo data', () => {
  it('gives asiakas@vare.example five messages, three unread, newest first', async () => {
    const customer = await server.loginAs('asiakas@vare.example', password);
    const list = (await customer.get(MESSAGES_API.list)).json() as MessageListResponse;
    expect(list.total).toBe(5);
    expect(list.messages[0]).toMatchObject({ title: 'Uusi lasku on saatavilla', seen: false, link: '/laskut' });
    expect((await customer.get(MESSAGES_API.unread)).json()).toEqual({ unread: 3, info: 2, alert: 1 } satisfies UnreadCount);
    expect((await customer.get('/api/v2/me')).json()).toMatchObject({ unreadMessages: 3 });
  });

  it('shows a timed notice, a disruption at one of the customer’s places and a popup', async () => {
    const customer = await server.loginAs('asiakas@vare.example', password);
    const notices = ((await customer.get(MESSAGES_API.notifications)).json() as { notifications: Notice[] }).notifications;
    expect(notices.map((n) => n.type).sort()).toEqual(['disruption', 'timed']);
    const place = notices.find((n) => n.type === 'disruption')!.locationIdentifier!;
    const onPlace = ((await customer.get(MESSAGES_API.locationNotifications(place))).json() as { notifications: Notice[] }).notifications;
    expect(onPlace.map((n) => n.title)).toContain('Suunniteltu sähkökatko');
    const popups = ((await customer.get(MESSAGES_API.popups)).json() as { popups: Popup[] }).popups;
    expect(popups.map((p) => p.dismissProperty)).toEqual(['popup.einvoice-2026']);
  });
});
