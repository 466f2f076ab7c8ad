import { z } from 'zod';

/**
 * Push services' hosts a subscription may point at. The server POSTs to whatever endpoint is stored, so
 * an arbitrary URL would let a customer make the server call internal addresses; browsers only ever
 * hand out these. A suffix matches the host itself and its subdomains.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com', // Chrome, Edge (Chromium), Opera, Samsung Internet
  'push.services.mozilla.com', // Firefox
  'notify.windows.com', // legacy Edge
  'push.apple.com', // Safari
];

/** Whether the URL is https on a push service host; false for text that is no URL at all. */
export function isPushServiceUrl(value: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const name = url.hostname.toLowerCase();
  return url.protocol === 'https:' && allowed.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `${what} must be ${bytes} bytes`);

/**
 * The browser's `PushSubscription.toJSON()`: endpoint (https, a known push service), the P-256 public
 * key (65 bytes, uncompressed point) and the 16-byte auth secret.
 */
export function pushSubscriptionSchema(allowedHosts: readonly string[]) {
  return z.object({
    endpoint: z
      .string()
      .max(2048)
      .url()
      // zod runs refinements even after .url() failed: the check itself must survive any text.
      .refine((value) => isPushServiceUrl(value, allowedHosts), 'The endpoint must be an https URL of a known push service'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: base64url(65, 'p256dh').refine((value) => Buffer.from(value, 'base64url')[0] === 0x04, 'p256dh must be an uncompressed P-256 point'),
      auth: base64url(16, 'auth'),
    }),
  });
}

export type PushSubscriptionJson = z.infer<ReturnType<typeof pushSubscriptionSchema>>;
