import type { ApiClient } from '../services/api/apiClient';

/** Logging out must not wait long on the push service or the network. */
const FORGET_TIMEOUT_MS = 3_000;

/**
 * Before a sign-out: this browser stops receiving the person's pushes. Without it, the next person
 * on a shared computer would see the previous one's alerts. The server forgets the endpoint and the
 * browser drops the subscription (a new sign-in subscribes again through the toggle).
 *
 * Cheap when push was never used: without a service worker registration nothing is loaded; otherwise
 * the push code comes as its own chunk. Never throws and never takes more than a few seconds: a
 * failure here must not keep anyone signed in.
 */
export async function forgetPushOnLogout(api: ApiClient): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration('/');
    if (!registration || !('pushManager' in registration)) return;
    const forget = import('./webPushService').then(({ createWebPushService }) => createWebPushService(api).unsubscribe());
    await Promise.race([forget, new Promise((resolve) => setTimeout(resolve, FORGET_TIMEOUT_MS))]);
  } catch {
    // The push service or the network failed: the sign-out goes on; the server drops the endpoint when
    // the push service answers 404/410 on the next send.
  }
}
