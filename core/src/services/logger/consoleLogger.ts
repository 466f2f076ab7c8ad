import { rememberClientError } from './lastError';
import { LOG_LEVELS, type LogLevel, type Logger } from './logger';

/**
 * Logs to the browser console, dropping anything below `minLevel` so production stays quiet while
 * development shows debug output.
 */
export function createConsoleLogger(options: { minLevel?: LogLevel; console?: Pick<Console, LogLevel> } = {}): Logger {
  const sink = options.console ?? console;
  const threshold = LOG_LEVELS.indexOf(options.minLevel ?? 'info');
  const at =
    (level: LogLevel) =>
    (message: string, details?: unknown): void => {
      // Kept for error feedback, whatever the console shows.
      if (level === 'error') rememberClientError(message, details);
      if (LOG_LEVELS.indexOf(level) < threshold) return;
      if (details === undefined) sink[level](`[portal] ${message}`);
      else sink[level](`[portal] ${message}`, details);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
