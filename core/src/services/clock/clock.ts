import { createServiceRef } from '../../di/serviceRef';

/**
 * The current time, injected so time-dependent code (session refresh, "today" in charts) can be
 * tested at any instant. Timers use the global setTimeout, which test fake timers control.
 */
export interface Clock {
  now(): Date;
}

export const ClockRef = createServiceRef<Clock>({ id: 'core.clock' });

export const systemClock: Clock = Object.freeze({ now: () => new Date() });
