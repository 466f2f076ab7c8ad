import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { Agent } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** http_ece (web-push's own dependency) has no types; the one call the tests make. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/** One request the push service received. */
export interface ReceivedPush {
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/**
 * A stand-in for a push service (FCM, Mozilla's autopush): an HTTPS server on localhost with a
 * self-signed certificate made for this run, recording every request and answering each path with the
 * status the test sets (default 201, as the real ones do).
 */
export interface LocalPushService {
  readonly origin: string;
  /** Trusts this server's certificate; give it to the push transport. */
  readonly agent: Agent;
  readonly received: ReceivedPush[];
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const requestPath = request.url ?? '/';
      received.push({ path: requestPath, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(requestPath) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    origin: `https://localhost:${port}`,
    agent,
    received,
    answer: (requestPath, status) => void statuses.set(requestPath, status),
    close: () => {
      agent.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the JSON it registers. */
export interface BrowserSubscription {
  readonly json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts a payload encrypted for this subscription (RFC 8291, aes128gcm). */
  decrypt(body: Buffer): string;
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    decrypt: (body) => ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
  };
}
