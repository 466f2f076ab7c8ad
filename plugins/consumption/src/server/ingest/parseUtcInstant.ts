import { CsvLineError } from './csvLineError';

const UTC_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An ISO date and time from a UTC column. A bare time is taken as UTC (the column says so), an explicit
 * offset is honoured. The instant must lie on a 15-minute boundary: no Finnish metering or market
 * period starts elsewhere.
 */
export function parseUtcInstant(text: string, line: number, field: string): Date {
  const match = UTC_TIME.exec(text);
  if (!match) throw new CsvLineError(line, field, `"${text}" is not a date and time (YYYY-MM-DDTHH:mm:ssZ)`);
  const zone = match[8] ?? 'Z';
  const iso = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}${zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`;
  const date = new Date(iso);
  // Date accepts 2025-02-30 and rolls it over; a UTC text must name the day it means.
  if (Number.isNaN(date.getTime()) || (date.toISOString().slice(0, 10) !== iso.slice(0, 10) && zone === 'Z')) {
    throw new CsvLineError(line, field, `"${text}" is not a valid time`);
  }
  if (date.getTime() % (15 * 60_000) !== 0) throw new CsvLineError(line, field, `"${text}" is not on a 15-minute boundary`);
  return date;
}
