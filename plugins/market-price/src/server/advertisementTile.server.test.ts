import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAdvertisementTile, AdvertisementTileResponse } from '../contract';
import { MARKET_PRICE_API } from '../contract/paths';
import { marketPriceServerPlugin } from '../server';
import { DEMO_ADVERTISEMENT_TILE, seedMarketPriceDemoData } from './demo/marketPriceDemoData';

/** The price page's advertisement tile: public read, admin list/publish/remove (clock 15.1.2026 10:00 UTC). */
let server: TestServer;
let tileAdmin: ApiClient;
let developer: ApiClient;
let owner: ApiClient;
const TILE_ADMIN = 'tile@example.fi';
const DEVELOPER = 'dev@example.fi';
const OWNER = 'owner@example.fi';
const ADMIN = MARKET_PRICE_API.adminAdvertisementTiles;
const READ = MARKET_PRICE_API.advertisementTile;

const TILE = {
  title: { fi: 'Pörssisähkö kannattaa', en: 'Spot electricity pays' },
  body: { fi: 'Vaihda pörssisopimukseen.', sv: 'Byt till börsavtal.' },
  linkUrl: 'https://www.example.fi/porssi',
  linkText: { fi: 'Lue lisää pörssisopimuksesta', en: 'About the spot contract' },
};

const rowCount = async () => Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM market_price_advertisement_tiles')).rows[0]!.n);

beforeAll(async () => {
  server = await startTestServer({
    plugins: [marketPriceServerPlugin],
    users: [OWNER, { email: TILE_ADMIN, groups: ['advertisementTile'] }, { email: DEVELOPER, groups: ['developers'] }],
    now: new Date('2026-01-15T10:00:00Z'),
  });
  tileAdmin = await server.loginAs(TILE_ADMIN);
  developer = await server.loginAs(DEVELOPER);
  owner = await server.loginAs(OWNER);
});

afterAll(async () => {
  await server?.close();
});

describe('advertisement tile', () => {
  it('is null until one is published; then anyone reads it in their language, Finnish where one is missing', async () => {
    const anonymous = server.client();
    expect((await anonymous.get(READ)).json()).toEqual({ tile: null });
    const created = await tileAdmin.post(ADMIN, TILE);
    expect(created.statusCode, created.body).toBe(201);
    const stored = created.json() as AdminAdvertisementTile;
    expect(stored).toMatchObject({ company: 'VARE', linkUrl: TILE.linkUrl, startsAt: '2026-01-15T10:00:00.000Z', endsAt: null });

    expect((await anonymous.get(`${READ}?language=en`)).json()).toEqual<AdvertisementTileResponse>({
      tile: {
        id: stored.id,
        title: 'Spot electricity pays',
        body: 'Vaihda pörssisopimukseen.',
        link: { url: TILE.linkUrl, text: 'About the spot contract' },
      },
    });
    const sv = (await anonymous.get(`${READ}?language=sv`)).json() as AdvertisementTileResponse;
    expect(sv.tile).toMatchObject({ title: 'Pörssisähkö kannattaa', body: 'Byt till börsavtal.', link: { text: 'Lue lisää pörssisopimuksesta' } });
    expect(((await tileAdmin.get(ADMIN)).json() as { tiles: AdminAdvertisementTile[] }).tiles.map((tile) => tile.id)).toEqual([stored.id]);

    expect((await tileAdmin.delete(MARKET_PRICE_API.adminAdvertisementTile(stored.id))).statusCode).toBe(204);
    expect((await anonymous.get(READ)).json()).toEqual({ tile: null });
    expect((await tileAdmin.delete(MARKET_PRICE_API.adminAdvertisementTile(stored.id))).statusCode).toBe(404);
  });

  it('shows only a tile in force, the newest first, and a text-only tile has no link', async () => {
    const later = await developer.post(ADMIN, { title: { fi: 'Tuleva' }, body: { fi: 'Ensi kuussa' }, startsAt: '2026-02-01T00:00:00+02:00' });
    const over = await developer.post(ADMIN, {
      title: { fi: 'Mennyt' },
      body: { fi: 'x' },
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-10T00:00:00Z',
    });
    const now = await developer.post(ADMIN, {
      title: { fi: 'Nyt' },
      body: { fi: 'Tämä näkyy' },
      linkUrl: '/halytykset/hinta',
      linkText: { fi: 'Hintaraja' },
    });
    expect([later.statusCode, over.statusCode, now.statusCode]).toEqual([201, 201, 201]);
    const read = (await server.client().get(READ)).json() as AdvertisementTileResponse;
    expect(read.tile).toMatchObject({ title: 'Nyt', link: { url: '/halytykset/hinta', text: 'Hintaraja' } });

    await developer.delete(MARKET_PRICE_API.adminAdvertisementTile((now.json() as AdminAdvertisementTile).id));
    expect((await server.client().get(READ)).json()).toEqual({ tile: null });
    const textOnly = await developer.post(ADMIN, { title: { fi: 'Vain tekstiä' }, body: { fi: 'Ei linkkiä' } });
    expect(((await server.client().get(READ)).json() as AdvertisementTileResponse).tile).toMatchObject({ title: 'Vain tekstiä', link: null });
    for (const response of [later, over, textOnly])
      await developer.delete(MARKET_PRICE_API.adminAdvertisementTile((response.json() as AdminAdvertisementTile).id));
  });

  it.each([
    [{ ...TILE, title: { sv: 'Bara svenska' } }, 'body.title.fi'],
    [{ ...TILE, title: { fi: '   ' } }, 'body.title.fi'],
    [{ ...TILE, body: { fi: 'x'.repeat(401) } }, 'body.body.fi'],
    [{ ...TILE, linkUrl: 'http://www.example.fi/' }, 'body.linkUrl'],
    [{ ...TILE, linkUrl: 'javascript:alert(1)' }, 'body.linkUrl'],
    [{ ...TILE, linkUrl: '//evil.example/' }, 'body.linkUrl'],
    [{ title: TILE.title, body: TILE.body, linkUrl: TILE.linkUrl }, 'body.linkText'],
    [{ title: TILE.title, body: TILE.body, linkText: TILE.linkText }, 'body.linkUrl'],
    [{ ...TILE, startsAt: 'tomorrow' }, 'body.startsAt'],
    [{ ...TILE, startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-20T00:00:00Z' }, 'body.endsAt'],
    [{ ...TILE, colour: 'red' }, 'body'],
  ])('a bad tile answers 400 naming the field and stores nothing: %j', async (body, field) => {
    const response = await tileAdmin.post(ADMIN, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
    expect(await rowCount()).toBe(0);
  });

  it('keeps the admin routes to the tile administrators and developers', async () => {
    const anonymous = server.client();
    expect((await anonymous.get(ADMIN)).statusCode).toBe(401);
    expect((await anonymous.post(ADMIN, TILE)).statusCode).toBe(401);
    expect((await owner.get(ADMIN)).statusCode).toBe(403);
    expect((await owner.post(ADMIN, TILE)).statusCode).toBe(403);
    expect((await owner.delete(MARKET_PRICE_API.adminAdvertisementTile('any'))).statusCode).toBe(403);
    expect(await rowCount()).toBe(0);
  });

  it('another company’s tile is neither shown, listed nor removable (404)', async () => {
    await server.db.query(
      `INSERT INTO market_price_advertisement_tiles (id, company, title, body, starts_at, created_at)
       VALUES ('kuo-tile', 'KUO', '{"fi":"KUO"}', '{"fi":"KUO"}', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
    );
    try {
      expect((await server.client().get(READ)).json()).toEqual({ tile: null });
      expect(((await tileAdmin.get(ADMIN)).json() as { tiles: unknown[] }).tiles).toEqual([]);
      expect((await tileAdmin.delete(MARKET_PRICE_API.adminAdvertisementTile('kuo-tile'))).statusCode).toBe(404);
      expect((await server.db.query(`SELECT 1 FROM market_price_advertisement_tiles WHERE id = 'kuo-tile'`)).rows).toHaveLength(1);
    } finally {
      await server.db.query(`DELETE FROM market_price_advertisement_tiles WHERE id = 'kuo-tile'`);
    }
  });

  it('the read answers 404 while advertisementTile is off; the admin API still works to prepare one', async () => {
    const override = await server.setFlag('advertisementTile', false);
    try {
      expect((await server.client().get(READ)).statusCode).toBe(404);
      expect((await tileAdmin.get(ADMIN)).statusCode).toBe(200);
    } finally {
      await server.removeFlag(override);
    }
    expect((await server.client().get(READ)).statusCode).toBe(200);
  });

  it('the demo data gives VARE its tile in force', async () => {
    await server.db.transaction((tx) => seedMarketPriceDemoData(tx, { seed: 1, today: new Date('2026-01-15T00:00:00Z') }));
    const read = (await server.client().get(`${READ}?language=sv`)).json() as AdvertisementTileResponse;
    expect(read.tile).toEqual({
      id: DEMO_ADVERTISEMENT_TILE.id,
      title: DEMO_ADVERTISEMENT_TILE.title.sv,
      body: DEMO_ADVERTISEMENT_TILE.body.sv,
      link: { url: DEMO_ADVERTISEMENT_TILE.linkUrl, text: DEMO_ADVERTISEMENT_TILE.linkText.sv },
    });
  });
});
