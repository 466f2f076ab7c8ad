import type { ApiClient, Language } from '@portal/core';
import { loggedInUserFrom, ME_PATH } from '../startup/loggedInUser';

/**
 * Stores the signed-in person's language on the server (POST /v2/user/{id}/setProperty), so mails,
 * SMS and inbox messages are written in the language they read the portal in.
 */
export async function storeLanguage(api: ApiClient, language: Language): Promise<void> {
  const { userId } = loggedInUserFrom(await api.get(ME_PATH));
  if (!userId) return;
  await api.post(`/api/v2/user/${encodeURIComponent(userId)}/setProperty`, { language });
}
