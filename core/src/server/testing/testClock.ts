/** A clock tests move by hand, for expiry rules. The server reads time only through it. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date('2026-01-15T10:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}
