import type { VapidKeys } from './vapidKeys';

/** What buildServer needs to offer web push (main.ts resolves it from the environment). */
export interface PushSettings {
  /** `null`: push is off (production without VAPID keys); subscriptions are still kept. */
  readonly vapid: VapidKeys | null;
  /** Push service hosts an endpoint may point at; default DEFAULT_PUSH_SERVICE_HOSTS. Tests add their own. */
  readonly allowedEndpointHosts?: readonly string[];
}
