import type { PushWindow } from '@portal/core/server';
import type { PushWindowFields } from '../../contract';

/** SPEC's hour + minute fields as core's minutes of the Helsinki day (the form the delivery uses). */
export function windowFromFields(fields: PushWindowFields): PushWindow {
  return { startMinute: fields.pushStartHour * 60 + fields.pushStartMinute, endMinute: fields.pushEndHour * 60 + fields.pushEndMinute };
}

export function fieldsFromMinutes(startMinute: number, endMinute: number): PushWindowFields {
  return {
    pushStartHour: Math.floor(startMinute / 60),
    pushStartMinute: startMinute % 60,
    pushEndHour: Math.floor(endMinute / 60),
    pushEndMinute: endMinute % 60,
  };
}

/** An empty text field means "no address of its own": stored as null. */
export function blankToNull(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value.trim();
}

/** "Triggered recently" (requirements §3 triggeredRecently): a notice went out in the last 24 hours. */
export function triggeredWithinDay(lastTriggeredAt: Date | null, now: Date): boolean {
  return lastTriggeredAt !== null && now.getTime() - lastTriggeredAt.getTime() < 24 * 3_600_000;
}
