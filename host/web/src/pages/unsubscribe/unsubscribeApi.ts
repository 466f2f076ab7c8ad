import type { ApiClient } from '@portal/core';

/** The path of this page; the server writes it into every notification mail (host/server notify/deliverDue.ts). */
export const UNSUBSCRIBE_PAGE_PATH = '/ilmoitukset/peru';

export interface UnsubscribeAnswer {
  readonly kind: string;
  readonly channel: 'email' | 'push' | 'sms';
  readonly subscribed: boolean;
}

/** Switches the link's kind and channel off, or back on with `undo`; the token in the link is the authority. */
export function changeSubscription(api: ApiClient, token: string, undo: boolean): Promise<UnsubscribeAnswer> {
  return api.post<UnsubscribeAnswer>('/api/v2/notifications/unsubscribe', undo ? { token, undo: true } : { token });
}
