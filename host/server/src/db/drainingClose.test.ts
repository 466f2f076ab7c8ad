import type { Database } from '@portal/core/server';
import { describe, expect, it } from 'vitest';
import { withDrainingClose } from './drainingClose';

/** An engine whose queries take `ms` and which refuses work after close, as pg's pool does. */
function slowEngine(ms: number): Database & { closedAt: () => number | null } {
  let closedAt: number | null = null;
  const query = async () => {
    if (closedAt !== null) throw new Error('Cannot use a pool after calling end on the pool');
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { rows: [] };
  };
  return {
    query,
    transaction: async (work) => work({ query }),
    close: async () => {
      closedAt = Date.now();
    },
    closedAt: () => closedAt,
  };
}

describe('withDrainingClose', () => {
  it('closes only after running work, including a follow-up query, has finished', async () => {
    const engine = slowEngine(30);
    const db = withDrainingClose(engine);
    // A handler that queries twice in a row, still running when shutdown begins.
    const handler = (async () => {
      await db.query('select 1');
      await db.query('select 2');
      return Date.now();
    })();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.close();
    const finishedAt = await handler;
    expect(engine.closedAt()).not.toBeNull();
    expect(engine.closedAt()!).toBeGreaterThanOrEqual(finishedAt);
  });

  it('does not wait past its timeout for work that never ends', async () => {
    const engine = slowEngine(10_000);
    const db = withDrainingClose(engine, 100);
    void db.query('select pg_sleep(10)').catch(() => undefined);
    const started = Date.now();
    await db.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(engine.closedAt()).not.toBeNull();
  });
});
