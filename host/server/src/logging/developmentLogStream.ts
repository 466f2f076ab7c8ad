import { REQUEST_LOG_MESSAGE } from './requestLog';

const LEVEL_NAMES: Readonly<Record<number, string>> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every pino record has, or that the readable line shows in its own place. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

interface Writable {
  write(text: string): unknown;
}

/**
 * A pino destination for development: each JSON record becomes one readable line, e.g.
 * `16:20:01.123 GET /api/v2/me 200 3.2 ms` for a request, `16:20:01.130 WARN message {"key":1}` for
 * anything else, with an error's stack below it. Production keeps pino's JSON lines (main.ts).
 */
export function developmentLogStream(out: Writable): Writable {
  return {
    write(line: string) {
      out.write(`${formatRecord(line)}\n`);
    },
  };
}

export function formatRecord(line: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.trimEnd();
  }
  const time = typeof record.time === 'number' ? new Date(record.time).toISOString().slice(11, 23) : '';
  if (record.msg === REQUEST_LOG_MESSAGE && typeof record.method === 'string') {
    return `${time} ${record.method} ${String(record.path)} ${String(record.status)} ${String(record.ms)} ms`;
  }
  const level = LEVEL_NAMES[Number(record.level)] ?? String(record.level);
  const extra = Object.fromEntries(Object.entries(record).filter(([key]) => !SHOWN_APART.has(key)));
  const extraText = Object.keys(extra).length > 0 ? ` ${JSON.stringify(extra)}` : '';
  const err = record.err as { stack?: string; message?: string } | undefined;
  const errText = err ? `\n${err.stack ?? err.message ?? JSON.stringify(err)}` : '';
  return `${time} ${level} ${String(record.msg ?? '')}${extraText}${errText}`;
}
