// A free TCP port on the loopback address, for a server the tests or a bench start for themselves.
import { createServer } from 'node:net';

/** Asks the system for a port that is free now; the caller binds it right away. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}
