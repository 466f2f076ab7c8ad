import { ApiError } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { CsvLineError } from '../ingest/csvLineError';

/** A year of quarters for a few metering points is a few MB; more belongs in the CLIs. */
const CSV_BODY_LIMIT = 50 * 1024 * 1024;

/**
 * Lets the admin ingest routes take a file as `text/csv`. Registered once for the plugin's routes:
 * Fastify refuses a second parser for the same content type.
 */
export function registerCsvBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) => done(null, body));
}

/** Runs an ingest; a bad line of the file becomes a 400 naming its line and field (nothing was loaded). */
export async function withCsvLineErrorsAsBadRequest<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof CsvLineError) {
      throw new ApiError('BAD_REQUEST', error.message, 'body.csv', { line: error.line, field: error.field });
    }
    throw error;
  }
}
