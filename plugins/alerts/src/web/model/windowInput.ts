import type { PushWindowFields } from '../../contract/common';
import type { WindowText } from '../components/WindowFields';
import { parseTimeOfDay, windowEndText, windowStartText } from './timeText';

export const windowTextOf = (fields: PushWindowFields): WindowText => ({ start: windowStartText(fields), end: windowEndText(fields) });

/** The fields the API takes, or the translation keys of what is wrong with each time. */
export function readWindow(text: WindowText): { fields: PushWindowFields } | { errors: { start?: string; end?: string } } {
  const start = parseTimeOfDay(text.start);
  const end = parseTimeOfDay(text.end);
  if (!start || !end) return { errors: { ...(start ? {} : { start: 'form.badTime' }), ...(end ? {} : { end: 'form.badTime' }) } };
  if (start.hour === end.hour && start.minute === end.minute) return { errors: { end: 'form.emptyWindow' } };
  return { fields: { pushStartHour: start.hour, pushStartMinute: start.minute, pushEndHour: end.hour, pushEndMinute: end.minute } };
}
