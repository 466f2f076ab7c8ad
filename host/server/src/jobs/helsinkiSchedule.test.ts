import { describe, expect, it } from 'vitest';
import { checkSchedule, latestSlot, nextSlot } from './helsinkiSchedule';

const at = (iso: string) => new Date(iso);

describe('Helsinki schedules', () => {
  it('reads the cron fields in Finnish local time, winter (UTC+2) and summer (UTC+3)', () => {
    expect(nextSlot('0 14 * * *', at('2026-01-15T00:00:00Z')).toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(nextSlot('0 14 * * *', at('2026-06-15T00:00:00Z')).toISOString()).toBe('2026-06-15T11:00:00.000Z');
  });

  it('runs a 03:30 job once on the spring-forward day, when 03:30 does not exist (at 04:30)', () => {
    const job = '30 3 * * *';
    const dayBefore = at('2026-03-28T01:30:00Z'); // 03:30 EET
    expect(latestSlot(job, dayBefore, at('2026-03-29T01:29:59Z'))).toBeNull();
    const slot = latestSlot(job, dayBefore, at('2026-03-29T01:30:00Z'));
    expect(slot?.toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 04:30 EEST, the hour after the gap
    expect(latestSlot(job, slot!, at('2026-03-30T00:29:59Z'))).toBeNull();
    expect(latestSlot(job, slot!, at('2026-03-30T00:30:00Z'))?.toISOString()).toBe('2026-03-30T00:30:00.000Z'); // 03:30 EEST
  });

  it('runs a 03:30 job once on the fall-back day, when 03:30 comes twice', () => {
    const job = '30 3 * * *';
    const dayBefore = at('2026-10-24T00:30:00Z'); // 03:30 EEST
    const first = latestSlot(job, dayBefore, at('2026-10-25T00:30:00Z')); // the first 03:30 (EEST)
    expect(first?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // The second 03:30 (EET) an hour later is not another slot, nor is anything until the next day.
    expect(latestSlot(job, first!, at('2026-10-25T01:30:00Z'))).toBeNull();
    expect(latestSlot(job, first!, at('2026-10-26T01:29:59Z'))).toBeNull();
    expect(latestSlot(job, first!, at('2026-10-26T01:30:00Z'))?.toISOString()).toBe('2026-10-26T01:30:00.000Z');
    // A server that was down through the first 03:30 still runs that day's job once.
    expect(latestSlot(job, dayBefore, at('2026-10-25T01:45:00Z'))).not.toBeNull();
  });

  it('answers only the latest of several missed slots', () => {
    expect(latestSlot('0 * * * *', at('2026-01-15T08:00:00Z'), at('2026-01-15T11:30:00Z'))?.toISOString()).toBe('2026-01-15T11:00:00.000Z');
  });

  it('refuses anything but a valid five-field expression', () => {
    expect(() => checkSchedule('0 14 * * *')).not.toThrow();
    expect(() => checkSchedule('0 0 14 * * *')).toThrow(/five-field/);
    expect(() => checkSchedule('61 * * * *')).toThrow();
  });
});
