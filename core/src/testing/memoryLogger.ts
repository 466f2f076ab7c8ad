import type { LogLevel, Logger } from '../services/logger/logger';

export interface LogEntry {
  readonly level: LogLevel;
  readonly message: string;
  readonly details?: unknown;
}

/** A logger that remembers instead of printing, so tests can assert that something was logged. */
export interface MemoryLogger extends Logger {
  readonly entries: readonly LogEntry[];
  messages(level?: LogLevel): string[];
}

export function createMemoryLogger(): MemoryLogger {
  const entries: LogEntry[] = [];
  const at = (level: LogLevel) => (message: string, details?: unknown) => {
    entries.push({ level, message, ...(details !== undefined ? { details } : {}) });
  };
  return {
    entries,
    messages: (level) => entries.filter((e) => level === undefined || e.level === level).map((e) => e.message),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  };
}
