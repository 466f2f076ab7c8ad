import type { Clock } from '../services/clock/clock';

/** A clock that stands still until told to move; implements the real Clock. */
export interface FakeClock extends Clock {
  set(instant: Date | number | string): void;
  advance(ms: number): void;
}

export function createFakeClock(start: Date | number | string = '2025-01-15T10:00:00Z'): FakeClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
