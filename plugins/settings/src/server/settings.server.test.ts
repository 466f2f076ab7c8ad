import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_API } from '../contract/paths';
import { settingsServerPlugin } from '../server';

/** The plugin's own route on the real server and database. */
let server: TestServer;
const OWNER = 'owner@example.fi';
const OTHER = 'other@example.fi';
const subscribed = async (email: string) =>
  (await server.db.query<{ s: boolean }>('select subscribed_to_tips as s from users where email = $1', [email])).rows[0]?.s;

beforeAll(async () => {
  server = await startTestServer({ plugins: [settingsServerPlugin], users: [OWNER, OTHER] });
});

afterAll(async () => {
  await server?.close();
});

describe('POST setEmailSubscription', () => {
  it('subscribes and unsubscribes the tips and tricks, which GET /v2/me then answers', async () => {
    const owner = await server.loginAs(OWNER);
    const url = SETTINGS_API.setEmailSubscription(server.users[OWNER]!.id);
    const on = await owner.post(url, { subscribedToTipsAndTricks: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ subscribedToTipsAndTricks: true });
    expect((await owner.get(SETTINGS_API.me)).json().subscribedToTipsAndTricks).toBe(true);
    await owner.post(url, { subscribedToTipsAndTricks: false });
    expect(await subscribed(OWNER)).toBe(false);
  });

  it.each([
    [{ subscribedToTipsAndTricks: 'yes' }, 'body.subscribedToTipsAndTricks'],
    [{}, 'body.subscribedToTipsAndTricks'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.post(SETTINGS_API.setEmailSubscription(server.users[OWNER]!.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });

  it("answers 404 for another user's id and changes nothing; 401 without a session", async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.post(SETTINGS_API.setEmailSubscription(server.users[OTHER]!.id), { subscribedToTipsAndTricks: true })).statusCode).toBe(404);
    expect(await subscribed(OTHER)).toBe(false);
    expect(
      (await server.client().post(SETTINGS_API.setEmailSubscription(server.users[OWNER]!.id), { subscribedToTipsAndTricks: true })).statusCode,
    ).toBe(401);
  });

  it('answers 404 while the generalSettings flag is off for the caller', async () => {
    const owner = await server.loginAs(OWNER);
    const override = await server.setFlag('generalSettings', false, { user: server.users[OWNER] });
    try {
      expect((await owner.post(SETTINGS_API.setEmailSubscription(server.users[OWNER]!.id), { subscribedToTipsAndTricks: true })).statusCode).toBe(
        404,
      );
    } finally {
      await server.removeFlag(override);
    }
  });
});
