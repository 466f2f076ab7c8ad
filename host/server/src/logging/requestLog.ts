import type { FastifyInstance } from 'fastify';

/** The fields of the one log record each request leaves; the message is always `request`. */
export interface RequestLogRecord {
  readonly method: string;
  /** Without the query string: queries may carry tokens, and the path says what was asked. */
  readonly path: string;
  readonly status: number;
  /** Time from the request's arrival to the last byte of the answer, in milliseconds. */
  readonly ms: number;
}

export const REQUEST_LOG_MESSAGE = 'request';

/**
 * One log record per request, written when the answer has gone out: method, path, status and time.
 * It replaces Fastify's two default records (request in, response out; `disableRequestLogging`), and
 * never holds headers, cookies or bodies. In production it is a JSON line (pino); in development
 * developmentLogStream prints it as one readable line.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const record: RequestLogRecord = {
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    request.log.info(record, REQUEST_LOG_MESSAGE);
  });
}
