import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMemoryLogger } from '../../testing/memoryLogger';
import { CORE_MODALS } from '../modals/coreModals';
import { coreModalForError } from './apiErrorModal';
import { ApiRequestError } from './apiRequestError';
import { createFetchApiClient, type SessionGate } from './fetchApiClient';

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const session: SessionGate = { ensureFresh: vi.fn(async () => undefined), expire: vi.fn() };
  const api = createFetchApiClient({ fetch, logger: createMemoryLogger(), session: () => session });
  const init = (call = 0) => fetch.mock.calls[call]?.[1] as RequestInit;
  const headers = (call = 0) => new Headers(init(call).headers);
  return { api, fetch, session, init, headers };
}

describe('ApiClient over fetch', () => {
  it('sends credentials, the web version and JSON on every call', async () => {
    const { api, fetch, init, headers } = setup(() => json(200, { ok: true }));
    await api.post('/api/v2/user/1/setProperty', { name: 'x' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v2/user/1/setProperty');
    expect(init().credentials).toBe('include');
    expect(init().method).toBe('POST');
    expect(init().body).toBe('{"name":"x"}');
    expect(headers().get('X-Web-Version')).toBe('0.1.0');
    expect(headers().get('Content-Type')).toBe('application/json');
    expect(headers().get('Accept')).toBe('application/json');
  });

  it('refreshes the session before non-auth calls, but not before auth calls', async () => {
    const { api, session, init, headers } = setup(() => json(200, {}));
    await api.post('/api/auth/v1/login', { username: 'a' });
    expect(session.ensureFresh).not.toHaveBeenCalled();
    // Auth calls still carry credentials and the version header.
    expect(init().credentials).toBe('include');
    expect(headers().get('X-Web-Version')).toBe('0.1.0');
    await api.get('/api/v2/me');
    expect(session.ensureFresh).toHaveBeenCalledTimes(1);
  });

  it('appends query parameters, leaving out empty ones', async () => {
    const { api, fetch } = setup(() => json(200, []));
    await api.get('/api/admin/users/v1/search', { query: { email: 'a@b.fi', ssn: undefined, page: 2 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/users/v1/search?email=a%40b.fi&page=2');
  });

  it('validates the answer with a schema', async () => {
    const { api } = setup(() => json(200, { name: 'Maija' }));
    await expect(api.get('/api/v2/me', { schema: z.object({ name: z.string() }) })).resolves.toEqual({ name: 'Maija' });
    const bad = setup(() => json(200, { name: 42 }));
    await expect(bad.api.get('/api/v2/me', { schema: z.object({ name: z.string() }) })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      field: 'name',
    });
  });

  it('turns the server error body into an ApiRequestError', async () => {
    const { api } = setup(() => json(400, { error: { code: 'BAD_REQUEST', message: 'Bad email', field: 'body.email' } }));
    const error = await api.post('/api/v2/user/1/changeEmailAddress', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'Bad email', field: 'body.email' });
  });

  it("passes the error body's details through (the reset ticket of a required password reset)", async () => {
    const body = { error: { code: 'PASSWORD_RESET_REQUIRED', message: 'Set a new password', details: { resetTicket: 't-1' } } };
    const { api } = setup(() => json(403, body));
    await expect(api.post('/api/auth/v1/login', {})).rejects.toMatchObject({
      status: 403,
      code: 'PASSWORD_RESET_REQUIRED',
      details: { resetTicket: 't-1' },
    });
  });

  it('derives a code from the status when there is no error body', async () => {
    const { api } = setup(() => new Response('Bad gateway', { status: 502 }));
    await expect(api.get('/api/v2/me')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('reports a network failure as NETWORK with status 0', async () => {
    const { api } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/v2/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('expires the session on a 401 from a non-auth call only', async () => {
    const { api, session } = setup(() => json(401, { error: { code: 'UNAUTHORIZED', message: 'No session' } }));
    await expect(api.get('/api/v2/me')).rejects.toMatchObject({ status: 401 });
    expect(session.expire).toHaveBeenCalledTimes(1);
    await expect(api.post('/api/auth/v1/login', {})).rejects.toMatchObject({ status: 401 });
    expect(session.expire).toHaveBeenCalledTimes(1);
  });

  it('answers undefined for an empty 204', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/admin/cache-keys/v1')).resolves.toBeUndefined();
  });
});

describe('error → requirements §8 modal', () => {
  const error = (status: number, code: string) => new ApiRequestError(status, code, code, 'GET', '/api/x');
  it.each([
    [error(409, 'ACCOUNT_ALREADY_EXISTS'), CORE_MODALS.accountAlreadyExists],
    [error(404, 'PDF_NOT_FOUND'), CORE_MODALS.pdfNotFound],
    [error(500, 'EXECUTION_FAILED'), CORE_MODALS.executionFailed],
    [error(401, 'UNAUTHORIZED'), CORE_MODALS.sessionExpired],
    [error(0, 'NETWORK'), CORE_MODALS.requestFailed],
    [error(400, 'BAD_REQUEST'), CORE_MODALS.requestFailed],
    [error(500, 'INTERNAL'), CORE_MODALS.generalError],
    [error(200, 'INVALID_RESPONSE'), CORE_MODALS.generalError],
    [error(501, 'DEMO_NOT_AVAILABLE'), CORE_MODALS.demoNotAvailable],
    [new Error('boom'), CORE_MODALS.generalError],
  ])('%s → %o', (failure, modal) => {
    expect(coreModalForError(failure)).toBe(modal);
  });
});
