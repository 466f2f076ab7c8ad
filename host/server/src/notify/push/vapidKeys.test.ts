import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { serverMigrations } from '../../serverMigrations';
import { DEVELOPMENT_VAPID_SUBJECT, resolveVapidKeys } from './vapidKeys';

let database: TestDatabase;
const now = () => new Date('2026-02-06T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase(serverMigrations());
});
afterAll(() => database.close());

describe('resolveVapidKeys', () => {
  it('takes the keys from the environment', async () => {
    const keys = webpush.generateVAPIDKeys();
    const resolved = await resolveVapidKeys(
      database.db,
      { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@energia.example', NODE_ENV: 'production' },
      now,
    );
    expect(resolved).toEqual({ source: 'environment', keys: { ...keys, subject: 'mailto:ops@energia.example' } });
  });

  it('generates a development pair once and keeps it (the same after a restart)', async () => {
    const first = await resolveVapidKeys(database.db, { NODE_ENV: 'development' }, now);
    const second = await resolveVapidKeys(database.db, { NODE_ENV: 'development' }, now);
    expect(first.source).toBe('development');
    expect(first.keys?.subject).toBe(DEVELOPMENT_VAPID_SUBJECT);
    expect(second.keys).toEqual(first.keys);
    expect(Buffer.from(first.keys?.publicKey ?? '', 'base64url')).toHaveLength(65);
  });

  it('turns push off in production without keys', async () => {
    expect(await resolveVapidKeys(database.db, { NODE_ENV: 'production' }, now)).toEqual({ source: 'off', keys: null });
  });

  it('refuses one key without the other, a production key pair without a subject, and a malformed key', async () => {
    const keys = webpush.generateVAPIDKeys();
    await expect(resolveVapidKeys(database.db, { VAPID_PUBLIC_KEY: keys.publicKey, NODE_ENV: 'development' }, now)).rejects.toThrow(
      /both or neither/,
    );
    await expect(
      resolveVapidKeys(database.db, { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, NODE_ENV: 'production' }, now),
    ).rejects.toThrow(/VAPID_SUBJECT/);
    await expect(
      resolveVapidKeys(
        database.db,
        { VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:a@b.example', NODE_ENV: 'production' },
        now,
      ),
    ).rejects.toThrow(/VAPID keys/);
  });
});
