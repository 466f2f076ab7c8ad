import { ApiError } from '@portal/core/server';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify's router raises before any route or hook runs: a path that is not valid UTF-8 once
 * percent-decoded, or a path parameter longer than the router takes. They leave in core's error body
 * like every other error, naming the path as the field.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(new ApiError('BAD_REQUEST', 'A part of the path is too long', 'path').toBody());
    return;
  }
  void reply.code(400).send(new ApiError('BAD_REQUEST', 'The path is not valid UTF-8 text', 'path').toBody());
}
