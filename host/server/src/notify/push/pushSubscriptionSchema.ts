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

export function isPushServiceHost(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
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
      .refine((value) => value.startsWith('https://'), 'The endpoint must be an https URL')
      .refine((value) => isPushServiceHost(new URL(value).hostname, allowedHosts), 'The endpoint is not a known push service'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: base64url(65, 'p256dh').refine((value) => Buffer.from(value, 'base64url')[0] === 0x04, 'p256dh must be an uncompressed P-256 point'),
      auth: base64url(16, 'auth'),
    }),
  });
}

export type PushSubscriptionJson = z.infer<ReturnType<typeof pushSubscriptionSchema>>;
