import type { ApiClient } from './apiClient';

/** The newest 6-digit code mailed to `email`, read through the development outbox endpoint. */
export async function latestMailedCode(client: ApiClient, email: string, kind: string): Promise<string> {
  const response = await client.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const messages = response.json().messages as { kind: string; body: string }[];
  const mail = messages.find((m) => m.kind === kind);
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no ${kind} mail for ${email}`);
  return code;
}
