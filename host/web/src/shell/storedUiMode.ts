import type { ApiClient, UiMode } from '@portal/core';

const uiPath = (userId: string) => `/api/v2/user/${encodeURIComponent(userId)}/ui`;

/** The mode the person last chose (GET /v2/user/{id}/ui); the server's mode-gated routes follow the same value. */
export async function readStoredUiMode(api: ApiClient, userId: string): Promise<UiMode | undefined> {
  const answer = await api.get<{ uiMode?: unknown }>(uiPath(userId));
  return answer.uiMode === 'B2C' || answer.uiMode === 'B2B' ? answer.uiMode : undefined;
}

/** Stores the choice (POST setProperty uiMode), so the next visit and the server's routes use it too. */
export async function storeUiMode(api: ApiClient, userId: string, uiMode: UiMode): Promise<void> {
  await api.post(`/api/v2/user/${encodeURIComponent(userId)}/setProperty`, { uiMode });
}
