import { WEB_VERSION, type ApiClient } from '@portal/core/server/testing';
import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../mail/outbox';
import type { TestServer } from '../testing/testServer';

/** DELETE with a JSON body (the kit's client sends DELETE without one). */
export function deleteWithBody(app: FastifyInstance, client: ApiClient, url: string, body: unknown) {
  const cookie = client.jar.header();
  return app.inject({ method: 'DELETE', url, payload: body as object, headers: { 'x-web-version': WEB_VERSION, ...(cookie ? { cookie } : {}) } });
}

/** The newest mail of `kind` to `email` in the outbox (the test mailer). */
export async function latestMail(server: TestServer, email: string, kind: string) {
  const mails = await listOutbox(server.database.db, email);
  const mail = mails.find((m) => m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${email}; have ${mails.map((m) => m.kind).join(', ')}`);
  return mail;
}

export const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';
