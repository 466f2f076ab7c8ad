import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '@portal/core/server';
import { pgliteQueryable } from '../db/pgliteDatabase';

/**
 * Several test databases (schemas) on the worker's one PGlite connection. Each call first puts its own
 * schema on the search path if another one was last, under a lock, so two servers in one test file
 * (e.g. one behind a proxy) never read each other's tables. PGlite runs one statement at a time
 * anyway, so the lock costs no parallelism.
 */
interface SharedState {
  current: string | undefined;
  tail: Promise<unknown>;
}

const states = new WeakMap<PGlite, SharedState>();

function stateOf(pglite: PGlite): SharedState {
  let state = states.get(pglite);
  if (!state) {
    state = { current: undefined, tail: Promise.resolve() };
    states.set(pglite, state);
  }
  return state;
}

export function schemaScopedDatabase(pglite: PGlite, schema: string): Database {
  const state = stateOf(pglite);
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = state.tail.then(async () => {
      if (state.current !== schema) {
        await pglite.exec(`SET search_path TO ${schema}`);
        state.current = schema;
      }
      return work();
    });
    state.tail = run.catch(() => undefined);
    return run;
  }
  const direct = pgliteQueryable(pglite);
  return {
    query: (sql, params) => exclusive(() => direct.query(sql, params)),
    // Inside the transaction the work uses `tx`; a query on this Database from inside would wait forever,
    // exactly as it would on a single PGlite connection in production.
    transaction: (work) => exclusive(() => pglite.transaction((tx) => work(pgliteQueryable(tx)))),
    close: async () => undefined,
  };
}

/** Runs raw SQL outside any test schema (creating and dropping schemas). */
export function withoutSchema(pglite: PGlite, sql: string): Promise<void> {
  const state = stateOf(pglite);
  const run = state.tail.then(async () => {
    await pglite.exec(`SET search_path TO public; ${sql}`);
    state.current = 'public';
  });
  state.tail = run.catch(() => undefined);
  return run;
}
