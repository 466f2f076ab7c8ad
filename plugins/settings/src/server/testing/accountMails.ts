import { WEB_VERSION, type ApiClient, type TestServer } from '@portal/core/server/testing';

export interface MailedMessage {
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
}

/** The mails to `email` in the host's outbox, newest first, read through the development outbox route. */
export async function mailsTo(server: TestServer, email: string): Promise<MailedMessage[]> {
  const response = await server.client().get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  if (response.statusCode !== 200) throw new Error(`dev outbox answered ${response.statusCode}: ${response.body}`);
  return response.json().messages as MailedMessage[];
}

/** The newest mail of `kind` to `email`; throws, naming what there is, when none was queued. */
export async function latestMail(server: TestServer, email: string, kind: string): Promise<MailedMessage> {
  const mails = await mailsTo(server, email);
  const mail = mails.find((m) => m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${email}; have ${mails.map((m) => m.kind).join(', ')}`);
  return mail;
}

export const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

/** DELETE with a JSON body (the kit's client sends DELETE without one). */
export function deleteWithBody(server: TestServer, client: ApiClient, url: string, body: unknown) {
  const cookie = client.jar.header();
  return server.app.inject({
    method: 'DELETE',
    url,
    payload: body as object,
    headers: { 'x-web-version': WEB_VERSION, ...(cookie ? { cookie } : {}) },
  });
}
