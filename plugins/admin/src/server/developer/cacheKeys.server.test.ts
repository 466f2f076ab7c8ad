import { helsinkiOffsetMinutes } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDeveloperOnly, startDeveloperTestKit, type DeveloperTestKit } from './developerTestKit';

let kit: DeveloperTestKit;
const URL = '/api/admin/cache-keys/v1';

beforeAll(async () => {
  kit = await startDeveloperTestKit();
});
afterAll(() => kit.server.close());

interface ListedCache {
  name: string;
  deletable: boolean;
  keys: string[];
}
const listed = async (name: string): Promise<ListedCache | undefined> =>
  ((await kit.developer.get(URL)).json().caches as ListedCache[]).find((cache) => cache.name === name);

describe('cache keys', () => {
  it('are for developers only', async () => {
    await expectDeveloperOnly(kit, 'GET', URL);
    await expectDeveloperOnly(kit, 'GET', `${URL}/helsinki-summer-time:2026`);
    await expectDeveloperOnly(kit, 'DELETE', URL);
  });

  it('lists the caches their owners registered, with their keys', async () => {
    helsinkiOffsetMinutes(new Date('2031-06-01T00:00:00Z'));
    const summer = await listed('helsinki-summer-time');
    expect(summer).toMatchObject({ deletable: true });
    expect(summer?.keys).toContain('helsinki-summer-time:2031');
    // The server's named statements (session lookup and others) are listed, but may not be dropped.
    const prepared = await listed('prepared-statements');
    expect(prepared?.deletable).toBe(false);
    expect(prepared?.keys.length).toBeGreaterThan(0);
    expect(await listed('dummy-password-hash')).toBeDefined();
  });

  it('reads one key; an unknown key is 404 and a malformed one 400 naming it', async () => {
    helsinkiOffsetMinutes(new Date('2031-06-01T00:00:00Z'));
    const response = await kit.developer.get(`${URL}/helsinki-summer-time:2031`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      key: 'helsinki-summer-time:2031',
      cache: 'helsinki-summer-time',
      value: { start: '2031-03-30T01:00:00.000Z', end: '2031-10-26T01:00:00.000Z' },
    });
    expect((await kit.developer.get(`${URL}/helsinki-summer-time:1999`)).statusCode).toBe(404);
    expect((await kit.developer.get(`${URL}/no-such-cache:1`)).statusCode).toBe(404);
    const bad = await kit.developer.get(`${URL}/no%20colon`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('params.key');
  });

  it('deletes one key, audited; a guard cache refuses (409) and keeps its key', async () => {
    helsinkiOffsetMinutes(new Date('2032-06-01T00:00:00Z'));
    const response = await kit.developer.delete(`${URL}?key=helsinki-summer-time:2032`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 1 });
    expect((await listed('helsinki-summer-time'))?.keys).not.toContain('helsinki-summer-time:2032');
    expect((await kit.developer.delete(`${URL}?key=helsinki-summer-time:2032`)).statusCode).toBe(404);

    const prepared = (await listed('prepared-statements'))!.keys[0]!;
    const refused = await kit.developer.delete(`${URL}?key=${encodeURIComponent(prepared)}`);
    expect(refused.statusCode).toBe(409);
    expect((await listed('prepared-statements'))?.keys).toContain(prepared);

    const { rows } = await kit.server.db.query<{ details: { key: string; deleted: number } }>(
      `select details from audit_log where kind = 'admin.write' and action = 'developer.cacheDelete' order by seq`,
    );
    expect(rows.map((row) => row.details)).toEqual([{ key: 'helsinki-summer-time:2032', deleted: 1 }]);
  });

  it('empties every deletable cache at once, and the value is computed again on next use', async () => {
    helsinkiOffsetMinutes(new Date('2033-06-01T00:00:00Z'));
    const response = await kit.developer.delete(URL);
    expect(response.json().deleted).toBeGreaterThan(0);
    expect((await listed('helsinki-summer-time'))?.keys).toEqual([]);
    expect((await listed('prepared-statements'))?.keys.length).toBeGreaterThan(0);
    // Recomputed, same answer: the cache is a copy, dropping it loses nothing.
    expect(helsinkiOffsetMinutes(new Date('2033-06-01T00:00:00Z'))).toBe(180);
    expect((await listed('helsinki-summer-time'))?.keys).toEqual(['helsinki-summer-time:2033']);
  });
});
