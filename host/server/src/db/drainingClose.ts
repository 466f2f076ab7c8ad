import type { Database } from '@portal/core/server';

const QUIET_MS = 50;
const POLL_MS = 10;

/**
 * `close()` that first lets running work finish. The HTTP server's close waits for open connections,
 * but a handler whose client hung up keeps running and may still query; closing the pool under it
 * turned a clean shutdown into "Cannot use a pool after calling end" errors. Waits until no query or
 * transaction has run for QUIET_MS (a handler's next query follows its last within microtasks), at
 * most `timeoutMs`, then closes.
 */
export function withDrainingClose(db: Database, timeoutMs = 5_000): Database {
  let active = 0;
  let lastActivity = 0;
  async function track<T>(work: () => Promise<T>): Promise<T> {
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      lastActivity = Date.now();
    }
  }
  return {
    query: (sql, params) => track(() => db.query(sql, params)),
    transaction: (work) => track(() => db.transaction(work)),
    async close() {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (active > 0 || Date.now() - lastActivity < QUIET_MS)) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      await db.close();
    },
  };
}
