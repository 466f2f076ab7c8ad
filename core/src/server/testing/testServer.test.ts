import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_API_VERSION } from '../../plugin/apiVersion';
import { defineJob } from '../jobs/jobs';
import { defineRoute } from '../route';
import { defineServerPlugin } from '../serverPlugin';
import { startTestServer, type TestServer } from '.';

/** The kit itself: a real server (the host's assembly) with one small plugin, its users, flags and sessions. */
const echoPlugin = defineServerPlugin({
  id: 'kit-echo',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  flag: 'contractsAndPrices',
  routes(app) {
    defineRoute(app, {
      method: 'GET',
      url: '/v1/kit-echo/user/:id',
      access: 'session',
      pathParams: { id: 'ownUserId' },
      schemas: { params: z.object({ id: z.string() }), response: z.object({ email: z.string() }) },
      handler: ({ user }) => ({ email: user.email }),
    });
  },
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ plugins: [echoPlugin], users: ['owner@example.fi', { email: 'other@example.fi', name: 'Other' }] });
});

afterAll(async () => {
  await server?.close();
});

const echoUrl = (id: string) => `/api/v1/kit-echo/user/${id}`;

describe('server test kit', () => {
  it('mounts the plugin, creates the users and logs them in through the real login route', async () => {
    const owner = server.users['owner@example.fi'];
    const client = await server.loginAs('owner@example.fi');
    const response = await client.get(echoUrl(owner!.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: 'owner@example.fi' });
    expect(server.users['other@example.fi']?.name).toBe('Other');
  });

  it('answers 401 without a session and 404 for another user id', async () => {
    const owner = server.users['owner@example.fi']!;
    expect((await server.client().get(echoUrl(owner.id))).statusCode).toBe(401);
    const other = await server.loginAs('other@example.fi');
    expect((await other.get(echoUrl(owner.id))).statusCode).toBe(404);
  });

  it('switches the plugin flag off for one user and back', async () => {
    const owner = server.users['owner@example.fi']!;
    const client = await server.loginAs('owner@example.fi');
    const overrideId = await server.setFlag('contractsAndPrices', false, { user: owner });
    expect((await client.get(echoUrl(owner.id))).statusCode).toBe(404);
    await server.removeFlag(overrideId);
    expect((await client.get(echoUrl(owner.id))).statusCode).toBe(200);
  });

  it('takes company flag defaults from `flags`', async () => {
    const off = await startTestServer({ plugins: [echoPlugin], flags: { contractsAndPrices: false }, users: ['solo@example.fi'] });
    try {
      const client = await off.loginAs('solo@example.fi');
      expect((await client.get(echoUrl(off.users['solo@example.fi']!.id))).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('server test kit: background jobs', () => {
  it('runJobs() runs what is due at the test clock, including the jobs those jobs queue', async () => {
    const ran: string[] = [];
    const plugin = defineServerPlugin({
      id: 'kit-jobs',
      version: '0.0.0',
      apiVersion: CORE_API_VERSION,
      jobs: [
        defineJob({
          name: 'kit-jobs.morning',
          schedule: '0 7 * * *',
          async run(_data, context) {
            ran.push(`morning ${context.now().toISOString()}`);
            await context.jobs.send('kit-jobs.follow-up', { from: context.jobId });
          },
        }),
        defineJob<{ from: string }>({ name: 'kit-jobs.follow-up', run: async () => void ran.push('follow-up') }),
      ],
    });
    const jobServer = await startTestServer({ plugins: [plugin], now: new Date('2026-01-15T10:00:00Z') });
    try {
      expect(await jobServer.runJobs()).toEqual([]);
      // 7:00 in Helsinki (UTC+2 in winter).
      jobServer.clock.set(new Date('2026-01-16T05:00:00Z'));
      const runs = await jobServer.runJobs();
      expect(runs.map((run) => [run.name, run.outcome])).toEqual([
        ['kit-jobs.morning', 'completed'],
        ['kit-jobs.follow-up', 'completed'],
      ]);
      expect(ran).toEqual(['morning 2026-01-16T05:00:00.000Z', 'follow-up']);
      expect(await jobServer.runJobs()).toEqual([]);
    } finally {
      await jobServer.close();
    }
  });
});
