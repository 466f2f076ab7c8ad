import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient, TEST_PASSWORD } from '../testing/testUsers';
import { formatRecord } from './developmentLogStream';

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  await createTestUser(server.database.db, { email: 'loki@example.test' });
});
afterAll(() => server.close());

const requestRecords = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((record) => record.msg === 'request');

describe('request log', () => {
  it('writes one JSON record per request: method, path without the query, status, time; no body, no cookie', async () => {
    const client = await loggedInClient(server.app, 'loki@example.test');
    lines.length = 0;
    await client.get('/api/v2/me?secret=query-value');
    await client.post('/api/auth/v1/login', { email: 'loki@example.test', password: TEST_PASSWORD });

    const records = requestRecords();
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ method: 'GET', path: '/api/v2/me', status: 200, msg: 'request' });
    expect(records[1]).toMatchObject({ method: 'POST', path: '/api/auth/v1/login', status: 200 });
    for (const record of records) expect(typeof record.ms).toBe('number');
    const written = lines.join('\n');
    expect(written).not.toContain('query-value');
    expect(written).not.toContain(TEST_PASSWORD);
    expect(written).not.toContain(client.jar.header());
    expect(written.toLowerCase()).not.toContain('cookie');
  });

  it('prints a request record as one readable line in development', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 23, 14, 5, 6, 7),
      msg: 'request',
      method: 'GET',
      path: '/api/v2/me',
      status: 200,
      ms: 3.2,
      reqId: 'x',
    });
    expect(formatRecord(line)).toBe('14:05:06.007 GET /api/v2/me 200 3.2 ms');
  });

  it('prints other records with their level and fields, and an error with its stack', () => {
    const line = JSON.stringify({
      level: 50,
      time: Date.UTC(2026, 10, 23, 14, 5, 6),
      msg: 'outbox drain failed',
      count: 2,
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(formatRecord(line)).toBe('14:05:06.000 ERROR outbox drain failed {"count":2}\nError: boom\n    at x');
  });
});
